import { readFile } from 'node:fs/promises'
import { detectFormat, parseFeed, type FeedRecord } from './parseFeed'

export class FeedSourceError extends Error {}

/** Reads a feed from an http(s) address or a file path and parses it (JSON or CSV, by name or content). */
export async function loadFeed(source: string): Promise<FeedRecord[]> {
  let text: string
  let described = source
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(120_000) }).catch((error: Error) => {
      throw new FeedSourceError(`The feed at ${source} could not be fetched: ${error.message}`)
    })
    if (!response.ok) throw new FeedSourceError(`The feed at ${source} answered ${response.status} ${response.statusText}.`)
    text = await response.text()
    described = `${source} ${response.headers.get('content-type') ?? ''}`
  } else {
    text = await readFile(source, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new FeedSourceError(error.code === 'ENOENT' ? `No feed file at ${source}.` : `The feed file ${source} cannot be read: ${error.message}`)
    })
  }
  return parseFeed(text, detectFormat(described, text))
}
