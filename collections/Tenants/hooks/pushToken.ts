import type { FieldHook } from 'payload'
import { ValidationError } from 'payload'
import { createHash, timingSafeEqual } from 'node:crypto'

const PREFIX = 'sha256:'
export const fingerprint = (token: string) => PREFIX + createHash('sha256').update(token).digest('hex')

/** Stores only a fingerprint of a dealer-management-system token, never the token. */
export const hashPushToken: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '' || value.startsWith(PREFIX)) return value
  if (value.length < 32) {
    // Checked here: field validation would only ever see the fingerprint.
    throw new ValidationError({
      errors: [{ path: 'stock.pushToken', message: 'Use a token of at least 32 characters.' }],
    })
  }
  return fingerprint(value)
}

/** Whether a presented bearer token matches the stored fingerprint. */
export function pushTokenMatches(stored: string | null | undefined, presented: string | null | undefined): boolean {
  if (!stored || !presented) return false
  const a = Buffer.from(stored)
  const b = Buffer.from(fingerprint(presented))
  return a.length === b.length && timingSafeEqual(a, b)
}
