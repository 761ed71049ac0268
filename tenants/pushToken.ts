import { createHash, timingSafeEqual } from 'node:crypto'

/** Stored push tokens are fingerprints, never the token (collections/Tenants/hooks/pushToken.ts). */
export const PUSH_TOKEN_PREFIX = 'sha256:'
export const fingerprint = (token: string) => PUSH_TOKEN_PREFIX + createHash('sha256').update(token).digest('hex')

/** Whether a presented bearer token matches the stored fingerprint. */
export function pushTokenMatches(stored: string | null | undefined, presented: string | null | undefined): boolean {
  if (!stored || !presented) return false
  const a = Buffer.from(stored)
  const b = Buffer.from(fingerprint(presented))
  return a.length === b.length && timingSafeEqual(a, b)
}
