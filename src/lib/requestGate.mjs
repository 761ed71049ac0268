// What the production server (scripts/server.mjs) decides about a request before Next sees it.
// Plain JavaScript: the server runs it directly with Node, and the app's tests import it.

/** The header the server sets to the visitor's address; any copy a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-dealer-client-address'

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS:
 * 0 by default, i.e. visitors connect straight to the app). A bad value is a start-up error,
 * never a silent fall back to trusting whatever a visitor writes.
 * @param {string | undefined} value
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0
  if (!/^\d{1,2}$/.test(value.trim()))
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a small whole number (the proxies in front of the app), not "${value}".`,
    )
  return Number(value.trim())
}

/**
 * The visitor's address: the socket's peer when no proxy is trusted; behind N proxies, the
 * address the outermost trusted proxy saw, i.e. the N-th entry from the right of
 * X-Forwarded-For. Entries further left were written by the client and prove nothing.
 * @param {{ forwardedFor?: string | string[] | null, socketAddress?: string | null, trustedHops: number }} request
 */
export function clientAddressOf({ forwardedFor, socketAddress, trustedHops }) {
  const socket = (socketAddress ?? '').replace(/^::ffff:/, '') || 'unknown'
  if (trustedHops <= 0) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  // The chain as the app sees it: what the proxies wrote, then the last proxy itself.
  const chain = [...hops, socket]
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket
}

/**
 * Whether a request target's path cannot be decoded (a stray or malformed %-escape).
 * Next answers those with a bare 500 before any route runs; the server answers 400.
 * @param {string | undefined} url
 */
export function hasUndecodablePath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/'
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/**
 * Where a request for the admin on another host is sent: the admin is served on its own host
 * only (PLATFORM_ADMIN_URL), never under a dealer's name. Null when the request may go on.
 * @param {string | undefined} url the request target
 * @param {string | undefined} host the Host header
 * @param {string | null} adminOrigin
 */
export function adminRedirect(url, host, adminOrigin) {
  const target = url ?? '/'
  const path = target.split('?')[0] ?? '/'
  if (!adminOrigin || !(path === '/admin' || path.startsWith('/admin/'))) return null
  return (host ?? '').toLowerCase() === new URL(adminOrigin).host ? null : `${adminOrigin}${target}`
}

/**
 * Makes a response send one Location header however often it was set. Next 16 sends a
 * redirect rendered by a cached route (a dealer's redirect, a model's old address) with its
 * Location twice on the first render (vercel/next.js#82117); proxies then join them into
 * "/a, /a" and Googlebot reports a redirect error, which is the opposite of what a permanent
 * redirect is for. Identical copies become one; different ones are left for the client to refuse.
 * @param {import('node:http').ServerResponse} res
 */
export function sendOneLocation(res) {
  const writeHead = res.writeHead.bind(res)
  // @ts-expect-error -- the same overloads as ServerResponse.writeHead, passed through.
  res.writeHead = (...args) => {
    const location = res.getHeader('location')
    if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', location[0])
    return writeHead(...args)
  }
  return res
}
