import { parse as parseCsv } from 'csv-parse/sync'

/** One feed record with where it came from, so a rejection can name its line. */
export type FeedRecord = { line: number; fields: Record<string, unknown> }
export type FeedFormat = 'json' | 'csv'

export class FeedFormatError extends Error {}

/** The format of a feed by its name or content type; JSON when the text starts with `[`. */
export function detectFormat(source: string, text: string): FeedFormat {
  if (/\.csv($|\?)/i.test(source) || /text\/csv/i.test(source)) return 'csv'
  if (/\.json($|\?)/i.test(source)) return 'json'
  return text.trimStart().startsWith('[') ? 'json' : 'csv'
}

/**
 * JSON: an array of cars (or `{ "cars": [...] }`); "line" is the car's position, 1-based.
 * CSV: a header row with the spec's field names; "line" is the line in the file. Lists
 * (images, standardEquipment) are `|`-separated in CSV.
 */
export function parseFeed(text: string, format: FeedFormat): FeedRecord[] {
  if (format === 'json') {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      throw new FeedFormatError(`The feed is not valid JSON: ${(error as Error).message}`)
    }
    const cars = Array.isArray(data) ? data : (data as { cars?: unknown })?.cars
    if (!Array.isArray(cars)) throw new FeedFormatError('A JSON feed must be an array of cars, or an object with a "cars" array.')
    return cars.map((fields, index) => ({
      line: index + 1,
      fields: fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : { __invalid: fields },
    }))
  }
  try {
    const rows = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true, relax_column_count: false }) as {
      record: Record<string, string>
      info: { lines: number }
    }[]
    return rows.map(({ record, info }) => ({
      line: info.lines,
      fields: Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')),
    }))
  } catch (error) {
    throw new FeedFormatError(`The CSV feed cannot be read: ${(error as Error).message}`)
  }
}
