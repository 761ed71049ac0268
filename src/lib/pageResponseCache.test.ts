import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  keptFor,
  PAGE_CACHE_HEADER,
  PageResponseCache,
  pageCacheKey,
  reportExpiredTags,
  SEARCH_PAGE_TTL_MS,
  withPageCache,
} from './pageResponseCache.mjs'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'harbour.example.com.au', ...headers } }) as unknown as IncomingMessage
const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) })

describe('which requests a search page answer may be kept for', () => {
  it('keys a search page by host, address and the encoding its answer is sent in', () => {
    const key = pageCacheKey(req('/search/used-cars?make=Toyota', { 'accept-encoding': 'gzip, deflate, br, zstd' }))
    expect(key).toBe('harbour.example.com.au /search/used-cars?make=Toyota br')
    expect(pageCacheKey(req('/search/used-cars?make=Toyota', { 'accept-encoding': 'gzip' }))).toBe(
      'harbour.example.com.au /search/used-cars?make=Toyota gzip',
    )
    expect(pageCacheKey(req('/search/used-cars?make=Toyota'))).not.toBe(key)
    expect(pageCacheKey(req('/search/used-cars?make=Toyota', { host: 'other.example.com' }))).not.toBe(
      pageCacheKey(req('/search/used-cars?make=Toyota')),
    )
  })

  it('keeps a car printout, which is made from the same stock', () => {
    expect(pageCacheKey(req('/print?car_id=2020-toyota-hilux-u1'))).toBe(
      'harbour.example.com.au /print?car_id=2020-toyota-hilux-u1 identity',
    )
    expect(keptFor('/printer', { status: 200, headers: {} })).toBeNull()
  })

  it('never keeps APIs, the admin, files, writes, client navigations or a preview of drafts', () => {
    expect(pageCacheKey(req('/cars/2020-toyota'))).toBe('harbour.example.com.au /cars/2020-toyota identity')
    expect(pageCacheKey(req('/'))).not.toBeNull()
    expect(pageCacheKey(req('/api/search?make=Toyota'))).toBeNull()
    expect(pageCacheKey(req('/api'))).toBeNull()
    expect(pageCacheKey(req('/admin/collections/cars'))).toBeNull()
    expect(pageCacheKey(req('/_next/static/chunks/a.js'))).toBeNull()
    expect(pageCacheKey(req(`/photos/${'a'.repeat(32)}?w=400`))).toBeNull()
    expect(pageCacheKey(req('/apis'))).not.toBeNull()
    expect(pageCacheKey(req('/search/used-cars', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(req('/search/used-cars', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(req('/search/used-cars', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(pageCacheKey(req('/search/used-cars', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull()
    expect(pageCacheKey(req('/search/used-cars', { cookie: 'dealer-preview=token' }))).toBeNull()
    expect(pageCacheKey(req('/search/used-cars', { cookie: 'saved=1' }))).not.toBeNull()
  })
})

describe('which answers are kept, and for how long', () => {
  const routeCache = (state: string, cacheControl = 's-maxage=3600, stale-while-revalidate=31532400') => ({
    status: 200,
    headers: { 'x-nextjs-cache': state, 'cache-control': cacheControl },
  })

  it('keeps a page from Next’s route cache as long as Next would serve it without rendering', () => {
    expect(keptFor('/', routeCache('HIT'))).toBe(3_600_000)
    expect(keptFor('/cars/2020-toyota', routeCache('MISS', 's-maxage=60'))).toBe(60_000)
  })

  it('keeps no page Next marked stale, renders on every visit, or sent as an error or with a cookie', () => {
    expect(keptFor('/', routeCache('STALE'))).toBeNull()
    expect(
      keptFor('/contact-us', { status: 200, headers: { 'cache-control': 'private, no-cache, no-store' } }),
    ).toBeNull()
    expect(keptFor('/', routeCache('HIT', 'private, no-store'))).toBeNull()
    expect(keptFor('/nope', { ...routeCache('HIT'), status: 404 })).toBeNull()
    expect(keptFor('/', { status: 200, headers: { ...routeCache('HIT').headers, 'set-cookie': 'a=1' } })).toBeNull()
  })

  it('keeps searches and printouts, which Next renders on every visit, for a minute', () => {
    expect(keptFor('/search/used-cars?make=Kia', { status: 200, headers: { 'cache-control': 'no-store' } })).toBe(
      SEARCH_PAGE_TTL_MS,
    )
    expect(keptFor('/print?car_id=x', { status: 200, headers: {} })).toBe(SEARCH_PAGE_TTL_MS)
    expect(keptFor('/special-offers/search?make=Kia', { status: 200, headers: {} })).toBe(SEARCH_PAGE_TTL_MS)
    // Without a search the page comes from the route cache, kept as long as Next keeps it.
    expect(keptFor('/special-offers', { status: 200, headers: {} })).toBeNull()
  })
})

describe('the kept answers', () => {
  it('sends an answer again until its time is up', () => {
    let now = 0
    const cache = new PageResponseCache({ now: () => now })
    cache.set('a', page('A'), cache.generation, 60_000)
    now = 59_999
    expect(cache.get('a')?.body.toString()).toBe('A')
    now = 60_000
    expect(cache.get('a')).toBeNull()
  })

  it('drops the least recently used beyond the entry and byte limits', () => {
    const cache = new PageResponseCache({ maxEntries: 2, maxBytes: 10 })
    cache.set('a', page('aaaa'), 0)
    cache.set('b', page('bbbb'), 0)
    cache.get('a')
    cache.set('c', page('cccc'), 0)
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((entry) => entry?.body.toString() ?? null)).toEqual([
      'aaaa',
      null,
      'cccc',
    ])
    cache.set('d', page('dddddd'), 0)
    expect(cache.bytes).toBeLessThanOrEqual(10)
    expect(cache.get('d')).not.toBeNull()
  })

  it('forgets everything when a tag expires, and keeps nothing rendered before that', () => {
    const cache = new PageResponseCache()
    const stop = cache.followExpiries()
    try {
      const renderBegan = cache.generation
      cache.set('a', page('A'), cache.generation)
      reportExpiredTags(['t:1:stock'])
      expect(cache.get('a')).toBeNull()
      // A render that began before the import finished must not be kept after it.
      expect(cache.set('b', page('B'), renderBegan)).toBe(false)
      expect(cache.get('b')).toBeNull()
      reportExpiredTags([])
      expect(cache.set('c', page('C'), cache.generation)).toBe(true)
      expect(cache.get('c')).not.toBeNull()
    } finally {
      stop()
    }
  })
})

describe('a server in front of a handler', () => {
  let close: () => void = () => undefined
  afterEach(() => close())

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    const cache = new PageResponseCache()
    const unfollow = cache.followExpiries()
    const server = createServer(withPageCache(cache, handler))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => {
      unfollow()
      server.close()
    }
    const port = (server.address() as AddressInfo).port
    return (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; cache?: string; body: Buffer; encoding?: string }>((resolve, reject) => {
        const r = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cache: res.headers[PAGE_CACHE_HEADER] as string | undefined,
              body: Buffer.concat(chunks),
              encoding: res.headers['content-encoding'],
            }),
          )
        })
        r.on('error', reject)
        r.end()
      })
  }

  it('renders once and sends the same streamed page again, compressed as it was', async () => {
    let renders = 0
    const get = await serve((_req, res) => {
      renders += 1
      res.statusCode = 200
      res.setHeader('content-type', 'text/html')
      res.setHeader('content-encoding', 'gzip')
      const body = gzipSync(`<p>render ${renders}</p>`)
      res.write(body.subarray(0, 5))
      res.end(body.subarray(5))
    })
    const first = await get('/search/used-cars?make=Kia', { 'accept-encoding': 'gzip' })
    const second = await get('/search/used-cars?make=Kia', { 'accept-encoding': 'gzip' })
    expect([first.cache, second.cache]).toEqual(['miss', 'hit'])
    expect(second.encoding).toBe('gzip')
    expect(second.body.equals(first.body)).toBe(true)
    expect(renders).toBe(1)
    // Another address is another search.
    expect((await get('/search/used-cars?make=Mazda', { 'accept-encoding': 'gzip' })).cache).toBe('miss')
    expect(renders).toBe(2)
  })

  it('keeps no error, no answer that sets a cookie and no page Next renders on every visit', async () => {
    const get = await serve((req, res) => {
      if (req.url?.includes('cookie')) res.setHeader('set-cookie', 'a=1')
      res.statusCode = req.url?.includes('missing') ? 404 : 200
      res.end('page')
    })
    for (const path of ['/search/missing', '/search/cookie', '/cars/x']) {
      await get(path)
      expect((await get(path)).cache).not.toBe('hit')
    }
  })

  it('sends a page from Next’s route cache again without asking Next, until a tag expires', async () => {
    let renders = 0
    const get = await serve((_req, res) => {
      renders += 1
      res.setHeader('x-nextjs-cache', 'HIT')
      res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31532400')
      res.end(`<p>home ${renders}</p>`)
    })
    expect((await get('/')).cache).toBe('miss')
    const kept = await get('/')
    expect([kept.cache, kept.body.toString(), renders]).toEqual(['hit', '<p>home 1</p>', 1])
    reportExpiredTags(['t:1:pages'])
    expect((await get('/')).body.toString()).toBe('<p>home 2</p>')
  })
})
