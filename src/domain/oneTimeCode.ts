// The one-time code a visitor signs in with (and the finance pre-approval and checkout verify
// a mobile with): six random digits by text message, good once, for CODE_MINUTES, and for
// MAX_CODE_TRIES wrong guesses. Making and hashing codes is the server's: features/visitorAuth/codes.ts.
import { INVALID_MOBILE, INVALID_NZ_MOBILE } from './phone'

export const CODE_LENGTH = 6
export const CODE_MINUTES = 10
export const MAX_CODE_TRIES = 5

/** What a verification record is: a code texted (sms) or an attempt to use one (verify). */
export const VERIFICATION_TYPES = [
  { value: 'sms', label: 'Code texted' },
  { value: 'verify', label: 'Code entered' },
] as const

export const VERIFICATION_OUTCOMES = [
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'not-sent', label: 'Could not be sent' },
  { value: 'verified', label: 'Verified' },
  { value: 'refused', label: 'Refused' },
] as const

/** Spec texts, word for word. */
export const CODE_REQUIRED = 'This is a required field.'
export const CODE_FORMAT = 'Code must be 6 digits.'
export const CODE_INVALID = 'The verification code is invalid. Please try again.'
export const TOO_MANY_ATTEMPTS = 'Too many verification attempts. Please try again later.'

/** Codes texted per number and per visitor's address, and attempts to use one, before TOO_MANY_ATTEMPTS. */
export const CODE_LIMITS = {
  sendsPerPhone: { limit: 3, windowMs: 10 * 60_000 },
  sendsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  checksPerPhone: { limit: 10, windowMs: 60 * 60_000 },
  checksPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  lookupsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
} as const

export const CODE_NOT_SENT = 'The code could not be sent. Please try again.'
export const SIGN_IN_UNAVAILABLE = 'Signing in by text message is not available on this site.'

/** What is wrong with a code as typed, before anything is looked up. */
export function codeProblem(input: string | null | undefined): string | null {
  const code = (input ?? '').trim()
  if (!code) return CODE_REQUIRED
  return /^\d{6}$/.test(code) ? null : CODE_FORMAT
}

export type IssuedCode = { hash: string; expiresAt: string; tries: number; usedAt?: string | null }

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'used' | 'too-many-tries'

/** Whether an issued code may still be used, given whether the typed one matched its hash. */
export function judgeCode(issued: IssuedCode, matches: boolean, now = new Date()): CodeCheck {
  if (issued.usedAt) return 'used'
  if (issued.tries >= MAX_CODE_TRIES) return 'too-many-tries'
  if (new Date(issued.expiresAt) <= now) return 'expired'
  return matches ? 'ok' : 'invalid'
}

/** What the visitor is told: a spent, expired or wrong code all read as invalid; too many tries as the limit. */
export const codeCheckMessage = (check: CodeCheck): string | null =>
  check === 'ok' ? null : check === 'too-many-tries' ? TOO_MANY_ATTEMPTS : CODE_INVALID

/** When a code sent now stops working. */
export const codeExpiry = (now = new Date()) => new Date(now.getTime() + CODE_MINUTES * 60_000)

/** The text message: the code first (phones offer to fill it in), the dealer's name, how long it lasts. */
export const codeMessage = (code: string, dealer: string) =>
  `${code} is your ${dealer} verification code. It expires in ${CODE_MINUTES} minutes. Do not share it with anyone.`

/**
 * The sign-in's messages by a short key, for the form a browser posts without scripts: the
 * answer sends it back to /sign-in naming the message by key, never carrying text a link
 * could make the page say.
 */
export const SIGN_IN_MESSAGES = {
  'code-required': CODE_REQUIRED,
  'code-format': CODE_FORMAT,
  'code-invalid': CODE_INVALID,
  'too-many': TOO_MANY_ATTEMPTS,
  'not-sent': CODE_NOT_SENT,
  unavailable: SIGN_IN_UNAVAILABLE,
  'invalid-mobile': INVALID_MOBILE,
  'invalid-nz-mobile': INVALID_NZ_MOBILE,
} as const
export type SignInMessageKey = keyof typeof SIGN_IN_MESSAGES

/** A message's key (none for a message the sign-in does not know, which the page then words generally). */
export const signInMessageKey = (message: string | undefined): SignInMessageKey | undefined =>
  (Object.keys(SIGN_IN_MESSAGES) as SignInMessageKey[]).find((key) => SIGN_IN_MESSAGES[key] === message)

/** The message a key names; an unknown key names nothing. */
export const signInMessage = (key: string | null | undefined): string | undefined =>
  key && Object.hasOwn(SIGN_IN_MESSAGES, key) ? SIGN_IN_MESSAGES[key as SignInMessageKey] : undefined
