import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { CODE_LENGTH } from '@/domain/oneTimeCode'

/** Six digits from the system's secure random source; leading zeros included. */
export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')

/**
 * The code as stored: keyed with the server's secret and bound to the number it was sent
 * to, so a copied database yields no code and one number's code checks for no other.
 */
export const codeHash = (code: string, phone: string, secret: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')

/** Whether a typed code is the one kept as `hash`, compared in constant time. */
export function codeMatches(hash: string, input: string, phone: string, secret: string): boolean {
  const given = Buffer.from(codeHash(input.trim(), phone, secret), 'hex')
  const kept = Buffer.from(hash, 'hex')
  return given.length === kept.length && timingSafeEqual(given, kept)
}
