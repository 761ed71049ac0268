import {
  checkDeclaredCount,
  CsvFeedReader,
  FeedFormatError,
  JsonFeedReader,
  type FeedReader,
  type FeedRecord,
} from './feedReaders'

export { FeedFormatError, type FeedRecord }
export type FeedFormat = 'json' | 'csv'

/** A feed's records, with the number of cars the feed says it holds when it says so. */
export type FeedRecords = FeedRecord[] & { declaredCount?: number }

export const feedReader = (format: FeedFormat): FeedReader =>
  format === 'json' ? new JsonFeedReader() : new CsvFeedReader()

/**
 * The format of a feed, from its content first: a JSON feed starts with `[` or `{` (a CSV
 * header row never does), whatever the file is called. Otherwise a JSON name or content type
 * (application/json) says JSON, and anything else is CSV.
 */
export function detectFormat(source: string, text: string): FeedFormat {
  const start = text.trimStart()[0]
  if (start === '[' || start === '{') return 'json'
  if (/\.json($|\?)/i.test(source) || /application\/(\w+\+)?json/i.test(source)) return 'json'
  return 'csv'
}

/** Control characters a feed's text never means (tab, newline and carriage return stay). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * A feed file's bytes as text. UTF-8 (with or without a byte-order mark) is read as it is;
 * anything that is not valid UTF-8 is Windows-1252, what dealer systems' exports on Windows
 * write (Latin-1 is a subset), so "Café" stays "Café" instead of "Caf\uFFFD". UTF-16 is
 * refused with the reason. Control characters (a NUL cuts a comment short) are dropped, so
 * reading the same file twice gives the same cars.
 */
export function decodeFeed(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new FeedFormatError('The feed is UTF-16 text; export it as UTF-8 (or Windows-1252) instead.')
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    text = decodeWindows1252(bytes)
  }
  return text.replace(CONTROL, '')
}

/** Windows-1252's 0x80-0x9F (€, smart quotes, dashes, ...); 0x00-0x7F and 0xA0-0xFF are the same code points. */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

// Node's TextDecoder('windows-1252') decodes as ISO-8859-1 (0x93 stays a control character).
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte)
  return text
}

/**
 * A whole feed's text (a push's body) as records: JSON (an array of cars, or `{ "cars": [...] }`;
 * "line" is the car's position, 1-based) or CSV (a header row with the spec's field names;
 * "line" is the line in the file). Files and addresses are read piece by piece instead (stockFeed.ts).
 */
export function parseFeed(raw: string, format: FeedFormat): FeedRecords {
  // A byte-order mark and control characters mean nothing in a feed (the push sends text).
  const text = raw.replace(/^\uFEFF/, '').replace(CONTROL, '')
  const reader = feedReader(format)
  const records = reader.push(text)
  const rest = reader.end()
  records.push(...rest.records)
  checkDeclaredCount(rest.declaredCount, records.length)
  return rest.declaredCount === undefined ? records : Object.assign(records, { declaredCount: rest.declaredCount })
}
