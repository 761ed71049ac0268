import { createHash, timingSafeEqual } from 'node:crypto'
import { ValidationError, type FieldHook } from 'payload'

/** Stored push tokens are fingerprints, never the token (hashPushToken below). */
export const PUSH_TOKEN_PREFIX = 'sha256:'
export const fingerprint = (token: string) => PUSH_TOKEN_PREFIX + createHash('sha256').update(token).digest('hex')

/** Whether a presented bearer token matches the stored fingerprint. */
export function pushTokenMatches(stored: string | null | undefined, presented: string | null | undefined): boolean {
  if (!stored || !presented) return false
  const a = Buffer.from(stored)
  const b = Buffer.from(fingerprint(presented))
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Stores only a fingerprint of a dealer-management-system token, never the token. */
export const hashPushToken: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '' || value.startsWith(PUSH_TOKEN_PREFIX)) return value
  if (value.length < 32) {
    // Checked here: field validation would only ever see the fingerprint.
    throw new ValidationError({
      errors: [{ path: 'stock.pushToken', message: 'Use a token of at least 32 characters.' }],
    })
  }
  return fingerprint(value)
}
