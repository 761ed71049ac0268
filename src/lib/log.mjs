// The platform's log: one JSON line per event on standard output (pino), with the request it
// belongs to. The production server (scripts/server.mjs) gives each request an id and runs it
// inside `withRequestId`; every line logged while it is handled carries that id. Shared
// through globalThis: the server and the app's bundles import this file apart.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { pino } from 'pino'

/** What is never written to the log: secrets, and a visitor's or staff member's personal details. */
export const REDACTED_PATHS = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'email',
  'phone',
  'firstName',
  'lastName',
]
  .flatMap((key) => [key, `*.${key}`, `*.*.${key}`])
  // What a visitor wrote, but not an error's message (err.message says what went wrong).
  .concat(['lead.message', '*.lead.message', 'body.message'])

const SHARED = Symbol.for('dealer-platform.log')

/** @returns {{ requests: AsyncLocalStorage<{ requestId: string }>, log: import('pino').Logger }} */
function shared() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis)
  if (!holder[SHARED]) {
    const requests = new AsyncLocalStorage()
    holder[SHARED] = { requests, log: createLog(requests) }
  }
  return holder[SHARED]
}

/**
 * @param {AsyncLocalStorage<{ requestId: string }>} requests
 * @param {import('pino').DestinationStream} [destination]
 */
export function createLog(requests, destination) {
  return pino(
    {
      level: process.env.LOG_LEVEL?.trim() || 'info',
      base: { service: 'dealer-platform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = requests.getStore()?.requestId
        return requestId ? { requestId } : {}
      },
    },
    destination,
  )
}

/** This process's log. */
export const log = shared().log

/** The header a request's id travels in, from the proxy (when it sends a sane one) to the answer. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** The id a proxy gave the request, if it looks like one, else a new one. */
export function requestIdOf(given) {
  const id = Array.isArray(given) ? given[0] : given
  return typeof id === 'string' && /^[\w.:-]{8,128}$/.test(id) ? id : randomUUID()
}

/**
 * Runs `handle` with `requestId` as the id of every line logged meanwhile.
 * @template T
 * @param {string} requestId
 * @param {() => T} handle
 * @returns {T}
 */
export function withRequestId(requestId, handle) {
  return shared().requests.run({ requestId }, handle)
}
