import { parse as parseCsv } from 'csv-parse/sync'

/** One feed record with where it came from, so a rejection can name its line. */
export type FeedRecord = { line: number; fields: Record<string, unknown> }
export type FeedFormat = 'json' | 'csv'

export class FeedFormatError extends Error {}

/** A feed's records, with the number of cars the feed says it holds when it says so. */
export type FeedRecords = FeedRecord[] & { declaredCount?: number }

/**
 * Feeds may state how many cars they hold, so a file cut short is known for what it is:
 * `"count": N` beside the `cars` array in JSON, a last line `#count=N` (or `# rows: N`) in CSV.
 */
const TRAILER = /^#\s*(?:count|rows|records)\s*[=:]\s*(\d+)\s*$/i

function withDeclaredCount(records: FeedRecord[], declared: number | undefined): FeedRecords {
  if (declared !== undefined && declared !== records.length) {
    throw new FeedFormatError(
      `The feed says it holds ${declared} cars but ${records.length} arrived: it was cut short or altered, so the current stock was kept.`,
    )
  }
  return declared === undefined ? records : Object.assign(records, { declaredCount: declared })
}

function declaredJsonCount(data: unknown): number | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('count' in data)) return undefined
  const count = (data as { count: unknown }).count
  const number = typeof count === 'string' && /^\d+$/.test(count.trim()) ? Number(count) : count
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0)
    throw new FeedFormatError('The feed\'s "count" must be the number of cars it holds.')
  return number
}

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
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

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
function decodeWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte)
  return text
}

/**
 * JSON: an array of cars (or `{ "cars": [...] }`); "line" is the car's position, 1-based.
 * CSV: a header row with the spec's field names; "line" is the line in the file. Lists
 * (images, standardEquipment) are `|`-separated in CSV.
 */
export function parseFeed(raw: string, format: FeedFormat): FeedRecords {
  // A byte-order mark and control characters mean nothing in a feed (the push sends text).
  const text = raw.replace(/^\uFEFF/, '').replace(CONTROL, '')
  if (format === 'json') {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      throw new FeedFormatError(`The feed is not valid JSON: ${(error as Error).message}`)
    }
    const cars = Array.isArray(data) ? data : (data as { cars?: unknown })?.cars
    if (!Array.isArray(cars))
      throw new FeedFormatError('A JSON feed must be an array of cars, or an object with a "cars" array.')
    const records = cars.map((fields, index) => ({
      line: index + 1,
      fields:
        fields && typeof fields === 'object' && !Array.isArray(fields)
          ? (fields as Record<string, unknown>)
          : { __invalid: fields },
    }))
    return withDeclaredCount(records, declaredJsonCount(data))
  }
  // A trailer is the last line that is not blank.
  const lines = text.split(/\r?\n/)
  let last = lines.length - 1
  while (last >= 0 && lines[last]!.trim() === '') last--
  const trailer = last >= 0 ? TRAILER.exec(lines[last]!.trim()) : null
  const csv = trailer ? lines.slice(0, last).join('\n') : text
  let records: FeedRecord[]
  try {
    const rows = parseCsv(csv, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      relax_column_count: false,
    }) as {
      record: Record<string, string>
      info: { lines: number }
    }[]
    records = rows.map(({ record, info }) => ({
      line: info.lines,
      fields: Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')),
    }))
  } catch (error) {
    throw new FeedFormatError(`The CSV feed cannot be read: ${(error as Error).message}`)
  }
  return withDeclaredCount(records, trailer ? Number(trailer[1]) : undefined)
}
