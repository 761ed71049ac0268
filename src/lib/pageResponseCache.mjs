// Finished dealer pages, kept by the production server (scripts/server.mjs) in front of Next
// as the bytes it sends: rewritten (scripts after the first paint) and compressed once, one
// copy per encoding, so a kept page costs a lookup and a write.
//
// Two kinds are kept. Pages Next serves from its route cache (home, CMS pages, car pages,
// locations: `x-nextjs-cache` with an `s-maxage`) for as long as Next would serve them without
// rendering again. Stock and offer searches and car printouts, which Next renders on every visit
// (a search is its address), for at most SEARCH_PAGE_TTL_MS, for what changes with time alone
// (a sold car leaving the list after the dealer's days, a promo card's end date). Both go the
// moment any cache tag expires, in this process or by another one (a stock import, a CMS save;
// tenants/cacheTags.ts `expireTags` reports them here). Plain JS: the server imports it without the app.

import { acceptedEncoding } from './compression.mjs'

const EXPIRY_LISTENERS = Symbol.for('dealer-platform.page-response-cache-listeners')

/** @returns {Set<(tags: string[]) => void>} */
const expiryListeners = () => (globalThis[EXPIRY_LISTENERS] ??= new Set())

/** Tells every page response cache in this process that these tags expired (the app and the server share globalThis). */
export function reportExpiredTags(tags) {
  if (tags.length === 0) return
  for (const listener of expiryListeners()) listener(tags)
}

/** The header that says whether a page came from this cache: `hit`, `miss`, or absent when it may not be kept. */
export const PAGE_CACHE_HEADER = 'x-page-cache'

/** Longest a search page is sent again without rendering: a minute, for changes that come with time alone. */
export const SEARCH_PAGE_TTL_MS = 60_000

// Cookies that make a page differ from what every visitor sees: a signed preview of drafts.
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|dealer-preview)=/

/** Paths that are not a dealer's pages: APIs, the admin, Next's files, photos and public files. */
const NOT_PAGES = /^\/(?:api|admin|_next|photos|demo-stock)(?:[/?]|$)/

/**
 * The cache key of a request whose answer may be kept, or null. Only full-page GET and HEAD
 * requests for a dealer's pages; never Next's client navigations (their answer depends on the
 * page the visitor comes from) nor a preview. The key holds the host (the dealer), the address
 * and the encoding the answer is sent in (src/lib/compression.mjs). Whether the answer is kept
 * is decided when it is made (keptFor).
 */
export function pageCacheKey(request) {
  const { method = 'GET', url = '/', headers } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url.startsWith('/') || NOT_PAGES.test(url)) return null
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined) return null
  if (PERSONAL_COOKIES.test(String(headers.cookie ?? ''))) return null
  return `${String(headers.host ?? '').toLowerCase()} ${url} ${acceptedEncoding(request)}`
}

/** Rendered on every visit, and kept for SEARCH_PAGE_TTL_MS: stock and offer searches, car printouts. */
const isSearch = (url) =>
  url.startsWith('/search/') || url.startsWith('/print?') || url.startsWith('/special-offers/search')

/**
 * How long a finished answer may be sent again, in ms, or null when it may not: a complete 200
 * that sets no cookie, and either a search or printout, or a page Next served from its route
 * cache (never one it marked stale), for its s-maxage.
 * @param {string} url
 * @param {{ status: number, headers: Record<string, unknown> }} answer
 */
export function keptFor(url, { status, headers }) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null
  if (isSearch(url)) return SEARCH_PAGE_TTL_MS
  const fromRouteCache = String(headers['x-nextjs-cache'] ?? '').toUpperCase()
  if (fromRouteCache !== 'HIT' && fromRouteCache !== 'MISS') return null
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(String(headers['cache-control'] ?? ''))
  return maxAge && Number(maxAge[1]) > 0 ? Number(maxAge[1]) * 1000 : null
}

/** A bounded store of finished answers: least recently used go first beyond the entry or byte limit. */
export class PageResponseCache {
  /** @param {{ maxEntries?: number, maxBytes?: number, now?: () => number }} [options] */
  constructor({ maxEntries = 5_000, maxBytes = 128 * 1024 * 1024, now = Date.now } = {}) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.now = now
    /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, until: number }>} */
    this.entries = new Map()
    this.bytes = 0
    // Raised by every expiry: an answer whose render began before one is never kept.
    this.generation = 0
  }

  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (this.now() >= entry.until) {
      this.delete(key)
      return null
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Keeps an answer for `ttlMs` unless something expired since `generation` (when its render began). */
  set(key, { status, headers, body }, generation, ttlMs = SEARCH_PAGE_TTL_MS) {
    if (generation !== this.generation || body.length > this.maxBytes) return false
    this.delete(key)
    this.entries.set(key, { status, headers, body, until: this.now() + ttlMs })
    this.bytes += body.length
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
    return true
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }

  /** Drops every answer: a tag carries a dealer's id, which the server cannot map to hosts, so all go. */
  expire() {
    this.generation += 1
    this.entries.clear()
    this.bytes = 0
  }

  /** Follows the tags the app expires (reportExpiredTags) from now on. */
  followExpiries() {
    const listener = () => this.expire()
    expiryListeners().add(listener)
    return () => expiryListeners().delete(listener)
  }
}

// Headers of the moment, not of the page (a kept page says x-page-cache: hit, not what Next said of its render).
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', PAGE_CACHE_HEADER, 'x-nextjs-cache'])

/**
 * Wraps a request handler: a cacheable request is answered from the cache when it can be,
 * otherwise the handler answers and a complete 200 without cookies is kept.
 * @param {PageResponseCache} cache
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 */
export function withPageCache(cache, handle) {
  return (req, res) => {
    const key = pageCacheKey(req)
    if (key === null) return handle(req, res)
    const entry = cache.get(key)
    if (entry) {
      res.writeHead(entry.status, { ...entry.headers, [PAGE_CACHE_HEADER]: 'hit' })
      res.end(req.method === 'HEAD' ? undefined : entry.body)
      return
    }
    res.setHeader(PAGE_CACHE_HEADER, 'miss')
    if (req.method === 'HEAD') return handle(req, res)
    const generation = cache.generation
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    }
    res.write = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      return write(chunk, encoding, callback)
    }
    res.end = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      return end(chunk, encoding, callback)
    }
    // 'finish' only once the whole answer went out: a visitor who left mid-page leaves nothing half kept.
    res.once('finish', () => {
      const ttlMs = keptFor(req.url ?? '/', { status: res.statusCode, headers: res.getHeaders() })
      if (ttlMs === null) return
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !NOT_KEPT.has(name.toLowerCase())),
      )
      cache.set(key, { status: 200, headers, body: Buffer.concat(chunks) }, generation, ttlMs)
    })
    return handle(req, res)
  }
}
