import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { clientAddress, createRateLimiter } from '@/lib/rateLimit'

/**
 * Sign-in attempts are limited instead of locking accounts: Payload's lock after N wrong
 * passwords let anyone who knows a staff e-mail (the README prints the demo ones) lock that
 * person out. Here an address gets 10 tries at one account and 30 in all per 15 minutes, and
 * an account 100 tries per hour from everywhere (a spread-out guessing attack); a successful
 * sign-in clears that address's count for the account. The owner, signing in from their own
 * address, is not held up by someone else's guessing below the account-wide limit. A
 * sign-in that succeeds is not a guess: it is taken back from the address's and the account's
 * counts, so a dealership's staff behind one office connection all sign in on a busy morning.
 */
export const LOGIN_LIMITS = {
  perAddressAndAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
} as const

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.'

/** Password-reset e-mails: 3 per account and 10 per address an hour, so nobody can flood a staff member's inbox. */
export const RESET_LIMITS = {
  perAccount: { limit: 3, windowMs: 60 * 60_000 },
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
} as const

export const TOO_MANY_RESETS = 'Too many password reset requests. Please check your inbox, or try again in an hour.'

const limiters = {
  pair: createRateLimiter({ name: 'sign-in-pair', ...LOGIN_LIMITS.perAddressAndAccount }),
  address: createRateLimiter({ name: 'sign-in-address', ...LOGIN_LIMITS.perAddress }),
  account: createRateLimiter({ name: 'sign-in-account', ...LOGIN_LIMITS.perAccount }),
  resetAccount: createRateLimiter({ name: 'reset-account', ...RESET_LIMITS.perAccount }),
  resetAddress: createRateLimiter({ name: 'reset-address', ...RESET_LIMITS.perAddress }),
}

const emailOf = (data: unknown) =>
  String((data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

/**
 * Counts each sign-in over REST or GraphQL before Payload checks the password, and each
 * password-reset request (Payload's own interval for these is off: see the Users collection);
 * 429 past a limit.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    const email = emailOf((args as { data?: unknown }).data)
    const waits = await Promise.all([
      limiters.resetAccount.attempt(email),
      limiters.resetAddress.attempt(clientAddress(req.headers)),
    ])
    if (waits.some((wait) => wait !== null)) throw new APIError(TOO_MANY_RESETS, 429, undefined, true)
    return args
  }
  if (operation !== 'login' || (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL')) return args
  const address = clientAddress(req.headers)
  const email = emailOf((args as { data?: unknown }).data)
  const waits = await Promise.all([
    limiters.pair.attempt(`${address}|${email}`),
    limiters.address.attempt(address),
    limiters.account.attempt(email),
  ])
  if (waits.some((wait) => wait !== null)) throw new APIError(TOO_MANY_SIGN_INS, 429, undefined, true)
  return args
}

/** A successful sign-in clears its address's count for that account and is not counted as a try. */
export const clearSignInCount: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return
  const address = clientAddress(req.headers)
  const email = String(user.email ?? '').toLowerCase()
  await Promise.all([
    limiters.pair.forget(`${address}|${email}`),
    limiters.address.refund(address),
    limiters.account.refund(email),
  ])
}
