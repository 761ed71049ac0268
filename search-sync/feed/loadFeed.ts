import { readFile } from 'node:fs/promises'
import { decodeFeed, detectFormat, parseFeed, type FeedRecords } from './parseFeed'

export class FeedSourceError extends Error {}

/** Reads a feed from an http(s) address or a file path and parses it (JSON or CSV, by content, then name or content type). */
export async function loadFeed(source: string): Promise<FeedRecords> {
  let text: string
  let described = source
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(120_000) }).catch((error: Error) => {
      throw new FeedSourceError(`The feed at ${source} could not be fetched: ${error.message}`)
    })
    if (!response.ok)
      throw new FeedSourceError(`The feed at ${source} answered ${response.status} ${response.statusText}.`)
    text = decodeFeed(new Uint8Array(await response.arrayBuffer()))
    described = `${source} ${response.headers.get('content-type') ?? ''}`
  } else {
    const bytes = await readFile(source).catch((error: NodeJS.ErrnoException) => {
      throw new FeedSourceError(
        error.code === 'ENOENT'
          ? `No feed file at ${source}.`
          : `The feed file ${source} cannot be read: ${error.message}`,
      )
    })
    text = decodeFeed(bytes)
  }
  return parseFeed(text, detectFormat(described, text))
}
