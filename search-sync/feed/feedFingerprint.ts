import { createHash } from 'node:crypto'

/**
 * A digest of the feed's fields of a car, stored with the car by every import. The next
 * import compares digests to find the cars that did not change, instead of reading every
 * stored car whole (at 50,000 cars that read took longer than the writes). Key order, row
 * ids and date spellings do not change it; only what the feed says does.
 */
export function feedFingerprint(feedData: Record<string, unknown>): string {
  return createHash('sha1')
    .update(JSON.stringify(comparable(feedData)))
    .digest('hex')
}

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => [key, comparable(v)]),
    )
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString()
  return value ?? null
}
