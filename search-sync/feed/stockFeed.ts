import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { checkDeclaredCount, type FeedRecord } from './feedReaders'
import {
  CONTROL,
  decodeWindows1252,
  detectFormat,
  feedReader,
  FeedFormatError,
  type FeedFormat,
  type FeedRecords,
} from './parseFeed'

export class FeedSourceError extends Error {}

/**
 * A stock feed the import can read more than once: first to check every row and decide what
 * changes, then again to write the changed cars. Neither read holds the whole feed, so a
 * 50,000-car import needs the memory of a few hundred cars, not of 50,000.
 */
export interface StockFeed {
  /** The feed's records from the start. Throws FeedFormatError where the feed cannot be read. */
  records(): AsyncIterable<FeedRecord>
  /** The number of cars the feed states; known once records() has been read to its end. */
  declaredCount(): number | undefined
}

/** A feed already in memory (a push's body, a test's rows). */
export function feedOfRecords(records: FeedRecords): StockFeed {
  return {
    async *records() {
      yield* records
    },
    declaredCount: () => records.declaredCount,
  }
}

export const isStockFeed = (feed: FeedRecords | StockFeed): feed is StockFeed => !Array.isArray(feed)

const CHUNK = 1 << 20

type Encoding = 'utf-8' | 'windows-1252'

/**
 * A feed file read piece by piece. Its encoding is settled first, over the whole file: UTF-8
 * (with or without a byte-order mark) as it is, anything that is not valid UTF-8 as
 * Windows-1252, what dealer systems' exports on Windows write; UTF-16 is refused with the
 * reason. Control characters are dropped, so reading the same file twice gives the same cars.
 */
export async function feedOfFile(file: string, described = file): Promise<StockFeed> {
  const { encoding, start } = await inspect(file)
  const format: FeedFormat = detectFormat(described, start)
  let declared: number | undefined
  return {
    async *records() {
      const reader = feedReader(format)
      const decoder = encoding === 'utf-8' ? new TextDecoder('utf-8') : null
      let count = 0
      const decode = (bytes?: Buffer) =>
        (decoder
          ? decoder.decode(bytes, { stream: bytes !== undefined })
          : bytes
            ? decodeWindows1252(bytes)
            : ''
        ).replace(CONTROL, '')
      for await (const bytes of createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Buffer>) {
        for (const record of reader.push(decode(bytes))) {
          count++
          yield record
        }
      }
      const last = reader.push(decode())
      const rest = reader.end()
      for (const record of [...last, ...rest.records]) {
        count++
        yield record
      }
      checkDeclaredCount(rest.declaredCount, count)
      declared = rest.declaredCount
    },
    declaredCount: () => declared,
  }
}

/** The file's encoding (by reading it through once) and its first text, for the format. */
async function inspect(file: string): Promise<{ encoding: Encoding; start: string }> {
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  let start = ''
  let first: Buffer | undefined
  try {
    for await (const bytes of createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Buffer>) {
      if (!first) {
        first = bytes
        if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
          throw new FeedFormatError('The feed is UTF-16 text; export it as UTF-8 (or Windows-1252) instead.')
      }
      const text = utf8.decode(bytes, { stream: true })
      if (start.trim() === '') start += text.slice(0, 1_000)
    }
    utf8.decode()
    return { encoding: 'utf-8', start: start.replace(/^\uFEFF/, '') }
  } catch (error) {
    if (error instanceof FeedFormatError) throw error
    if (!(error instanceof TypeError)) throw error
    return { encoding: 'windows-1252', start: first ? decodeWindows1252(first.subarray(0, 1_000)) : '' }
  }
}

/** A feed opened from a file path or an http(s) address; close() removes what reading it left behind. */
export type OpenedFeed = StockFeed & { close(): Promise<void> }

/**
 * Opens a feed from a file path or an http(s) address. An address is downloaded to a
 * temporary file first, so the import's two reads see the same feed. The format is JSON or
 * CSV by content, then by name or content type.
 */
export async function openFeed(source: string): Promise<OpenedFeed> {
  if (!/^https?:\/\//i.test(source)) {
    await stat(source).catch((error: NodeJS.ErrnoException) => {
      throw new FeedSourceError(
        error.code === 'ENOENT'
          ? `No feed file at ${source}.`
          : `The feed file ${source} cannot be read: ${error.message}`,
      )
    })
    return { ...(await feedOfFile(source)), close: async () => undefined }
  }
  const response = await fetch(source, { signal: AbortSignal.timeout(120_000) }).catch((error: Error) => {
    throw new FeedSourceError(`The feed at ${source} could not be fetched: ${error.message}`)
  })
  if (!response.ok || !response.body)
    throw new FeedSourceError(`The feed at ${source} answered ${response.status} ${response.statusText}.`)
  const dir = await mkdtemp(path.join(tmpdir(), 'stock-feed-'))
  const close = () => rm(dir, { recursive: true, force: true })
  try {
    const file = path.join(dir, 'feed')
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file)).catch(
      (error: Error) => {
        throw new FeedSourceError(`The feed at ${source} could not be downloaded: ${error.message}`)
      },
    )
    const feed = await feedOfFile(file, `${source} ${response.headers.get('content-type') ?? ''}`)
    return { ...feed, close }
  } catch (error) {
    await close()
    throw error
  }
}
