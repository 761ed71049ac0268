import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptedEncoding, precompressedFile, withCompression } from './compression.mjs'
import { PAGE_CACHE_HEADER, PageResponseCache, withPageCache } from './pageResponseCache.mjs'

const req = (url: string, encoding?: string, method = 'GET') =>
  ({
    method,
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  }) as unknown as IncomingMessage

// A build folder with one script and its Brotli copy, and one script without.
const staticDir = mkdtempSync(path.join(tmpdir(), 'static-'))
mkdirSync(path.join(staticDir, 'chunks'))
const script = 'console.log("a build file");'.repeat(200)
writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script)
writeFileSync(path.join(staticDir, 'chunks', 'app.js.br'), brotliCompressSync(script))
writeFileSync(path.join(staticDir, 'chunks', 'plain.js'), script)

describe('the encoding an answer is sent in', () => {
  it('is Brotli for every browser that takes it, gzip for one that does not, else none', () => {
    expect(acceptedEncoding(req('/', 'gzip, deflate, br, zstd'))).toBe('br')
    expect(acceptedEncoding(req('/', 'gzip, deflate'))).toBe('gzip')
    expect(acceptedEncoding(req('/', 'br;q=0, gzip'))).toBe('gzip')
    expect(acceptedEncoding(req('/'))).toBe('identity')
  })
})

describe('precompressed build files', () => {
  it('are found for a build script asked for by a browser that takes Brotli', () => {
    expect(precompressedFile(req('/_next/static/chunks/app.js', 'gzip, br'), staticDir)).toMatchObject({
      file: path.join(staticDir, 'chunks', 'app.js.br'),
      type: 'application/javascript; charset=UTF-8',
    })
  })

  it('are not used for another encoding, a write, a file without a copy or a path out of the build', () => {
    expect(precompressedFile(req('/_next/static/chunks/app.js', 'gzip'), staticDir)).toBeNull()
    expect(precompressedFile(req('/_next/static/chunks/app.js', 'br', 'POST'), staticDir)).toBeNull()
    expect(precompressedFile(req('/_next/static/chunks/plain.js', 'br'), staticDir)).toBeNull()
    expect(precompressedFile(req('/_next/static/../static-x/app.js', 'br'), staticDir)).toBeNull()
    expect(precompressedFile(req('/_next/static/%2e%2e/%2e%2e/etc/passwd.js', 'br'), staticDir)).toBeNull()
    expect(precompressedFile(req('/_next/static/%E0%A4%A.js', 'br'), staticDir)).toBeNull()
    expect(precompressedFile(req('/cars/app.js', 'br'), staticDir)).toBeNull()
  })
})

describe('the compressing server', () => {
  let close = () => {}
  afterEach(() => close())

  type Answer = {
    status: number
    headers: IncomingMessage['headers']
    body: Buffer
    firstChunkAt: number
    endAt: number
  }
  async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void) {
    const server = createServer(handle)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const port = (server.address() as AddressInfo).port
    return (url: string, encoding?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const started = Date.now()
        const headers = encoding ? { 'accept-encoding': encoding } : {}
        const r = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = []
          let firstChunkAt = -1
          res.on('data', (chunk: Buffer) => {
            if (firstChunkAt < 0) firstChunkAt = Date.now() - started
            chunks.push(chunk)
          })
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              firstChunkAt,
              endAt: Date.now() - started,
            }),
          )
        })
        r.on('error', reject)
        r.end()
      })
  }

  const html = `<!doctype html><main>${'<p>A car, its price and its photo.</p>'.repeat(400)}</main>`
  // A page streamed as Next streams one: a first part, a flush, and the rest 300 ms later.
  const streamedPage = (_req: IncomingMessage, res: ServerResponse & { flush?: () => void }) => {
    res.statusCode = 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(html.slice(0, 2000))
    res.flush?.()
    setTimeout(() => res.end(html.slice(2000)), 300)
  }

  /** A handler that answers `body` as `type`, counting its calls. */
  function answering(type: string, body: string) {
    const handler = Object.assign(
      (_req: IncomingMessage, res: ServerResponse) => {
        handler.calls += 1
        res.setHeader('content-type', type)
        res.end(body)
      },
      { calls: 0 },
    )
    return handler
  }

  it('sends a page in Brotli to a browser that takes it and gzip to one that does not', async () => {
    const get = await serve(withCompression(streamedPage, { staticDir }))
    const br = await get('/', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(html)
    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
    expect(br.body.length).toBeLessThan(gzip.body.length)
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('still streams: the first part of a page arrives before the rest is rendered', async () => {
    const get = await serve(withCompression(streamedPage, { staticDir }))
    const answer = await get('/', 'br')
    expect(answer.firstChunkAt).toBeLessThan(answer.endAt - 200)
  })

  it('sends a build file from its precompressed copy, and compresses one without', async () => {
    const buildFile = answering('application/javascript; charset=UTF-8', script)
    const get = await serve(withCompression(buildFile, { staticDir }))
    const copy = await get('/_next/static/chunks/app.js', 'gzip, br')
    expect(copy.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(brotliDecompressSync(copy.body).toString()).toBe(script)
    expect(buildFile.calls).toBe(0)
    const other = await get('/_next/static/chunks/plain.js', 'gzip, br')
    expect(brotliDecompressSync(other.body).toString()).toBe(script)
    expect(buildFile.calls).toBe(1)
  })

  it('lets the page cache keep one compressed answer per encoding', async () => {
    const searchPage = answering('text/html; charset=utf-8', html)
    const get = await serve(withPageCache(new PageResponseCache(), withCompression(searchPage, { staticDir })))
    const url = '/search/used-cars?make=Kia'
    const answers = []
    for (const encoding of ['br', 'br', 'gzip', 'gzip']) answers.push(await get(url, encoding))
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual(['miss', 'hit', 'miss', 'hit'])
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'gzip'])
    expect(brotliDecompressSync(answers[1]!.body).toString()).toBe(html)
    expect(gunzipSync(answers[3]!.body).toString()).toBe(html)
    expect(searchPage.calls).toBe(2)
  })
})
