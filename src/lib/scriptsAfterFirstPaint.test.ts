import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { withCompression } from './compression.mjs'
import {
  movesScripts,
  ScriptsAfterFirstPaint,
  scriptLoader,
  withScriptsAfterFirstPaint,
} from './scriptsAfterFirstPaint.mjs'

// The head and body of a dealer page as Next sends them (shortened).
const HEAD =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/demo-stock/suv-blue-800.webp" fetchPriority="high"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page-1.js"/>' +
  '<script src="/_next/static/chunks/runtime-a.js" async=""></script>' +
  '<script src="/_next/static/chunks/react-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/page-1.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  "<style>.a{color:red}</style><script>document.documentElement.classList.add('js')</script></head>"
const BODY =
  '<body><main><h1>Used cars</h1><img src="/demo-stock/suv-blue-800.webp" alt="A car"/>' +
  '<p>If a &lt; b and b > c — “quoted”</p></main>' +
  '<script>self.__next_f.push([1,"a<b"])</script></body></html>'
const PAGE = HEAD + BODY
const URLS = ['/_next/static/chunks/runtime-a.js', '/_next/static/chunks/react-b.js', '/_next/static/chunks/page-1.js']

const whole = (text: string) => {
  const page = new ScriptsAfterFirstPaint()
  return page.push(text) + page.end()
}

describe('a dealer page’s scripts', () => {
  it('leave the head and are asked for by a loader at the end of the body, in their order', () => {
    const out = whole(PAGE)
    expect(out).not.toContain('async=""')
    expect(out).not.toContain('as="script"')
    expect(out).toContain('<link rel="preload" as="image"')
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toBe(
      HEAD.replace(/<link rel="preload" as="script"[^>]*>/, '').replace(
        /<script src="[^"]*" async=""><\/script>/g,
        '',
      ) + BODY.replace('</body>', `${scriptLoader(URLS)}</body>`),
    )
  })

  it('come out the same wherever the stream cuts the page, in two pieces or in many', () => {
    const expected = whole(PAGE)
    for (let at = 0; at <= PAGE.length; at++) {
      const page = new ScriptsAfterFirstPaint()
      expect(page.push(PAGE.slice(0, at)) + page.push(PAGE.slice(at)) + page.end()).toBe(expected)
    }
    for (const size of [1, 3, 7, 50]) {
      const page = new ScriptsAfterFirstPaint()
      let out = ''
      for (let at = 0; at < PAGE.length; at += size) out += page.push(PAGE.slice(at, at + size))
      expect(out + page.end()).toBe(expected)
    }
  })

  it('are still loaded when the page ends without a </body>', () => {
    const out = whole(HEAD + '<body><p>Cut short')
    expect(out.endsWith(`<p>Cut short${scriptLoader(URLS)}`)).toBe(true)
  })

  it('leave a page without Next’s scripts exactly as it was', () => {
    const plain = '<html><head><title>x</title></head><body><p>a < b</p></body></html>'
    expect(whole(plain)).toBe(plain)
  })
})

describe('the loader', () => {
  // Runs the loader's script against a stand-in document and clock.
  const runLoader = () => {
    const appended: { src: string; async: boolean }[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; delay: number }[] = []
    const context = {
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      },
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    }
    const source = /<script>([\s\S]*)<\/script>/.exec(scriptLoader(URLS))?.[1] ?? ''
    runInNewContext(source, context)
    return { appended, frames, timers }
  }

  it('asks for nothing before the first frame, then for every script once, async, in order', () => {
    const { appended, frames, timers } = runLoader()
    expect(appended).toEqual([])
    frames.forEach((run) => run())
    timers.filter((timer) => timer.delay === 0).forEach((timer) => timer.run())
    expect(appended).toEqual(URLS.map((src) => ({ src, async: true })))
    // The fallback timer finds the work done.
    timers.filter((timer) => timer.delay > 0).forEach((timer) => timer.run())
    expect(appended).toHaveLength(URLS.length)
  })

  it('starts after a second when no frame comes (a page opened in a background tab)', () => {
    const { appended, timers } = runLoader()
    const fallback = timers.find((timer) => timer.delay === 1000)
    fallback?.run()
    expect(appended.map((element) => element.src)).toEqual(URLS)
  })
})

describe('the switch', () => {
  it('is on unless SCRIPTS_AFTER_FIRST_PAINT is 0, and off leaves the handler as it is', () => {
    expect(movesScripts({})).toBe(true)
    expect(movesScripts({ SCRIPTS_AFTER_FIRST_PAINT: '1' })).toBe(true)
    expect(movesScripts({ SCRIPTS_AFTER_FIRST_PAINT: '0' })).toBe(false)
    const handle = () => undefined
    expect(withScriptsAfterFirstPaint(handle, { enabled: false })).toBe(handle)
    expect(withScriptsAfterFirstPaint(handle)).not.toBe(handle)
  })
})

describe('the production server', () => {
  const servers: ReturnType<typeof createServer>[] = []
  afterEach(() => servers.splice(0).forEach((server) => server.close()))

  // Next's handler stand-in: the page in three pieces with its full length announced, or JSON.
  const app = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/search') {
      const body = JSON.stringify({ script: '<script src="/_next/static/x.js" async=""></script>' })
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
      res.end(body)
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', Buffer.byteLength(PAGE))
    const bytes = Buffer.from(PAGE)
    // Cut inside a multi-byte character and inside a script tag.
    const cut = bytes.indexOf(Buffer.from('“')) + 1
    res.write(bytes.subarray(0, 200))
    res.write(bytes.subarray(200, cut))
    res.end(bytes.subarray(cut))
  }

  const serve = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer(handler)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('sends a page with its scripts behind the first paint, whole, plain or compressed', async () => {
    const origin = await serve(
      withCompression(withScriptsAfterFirstPaint(app), { staticDir: '/nonexistent' }) as typeof app,
    )
    const plain = await fetch(`${origin}/search/used-cars`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-length')).toBeNull()
    expect(await plain.text()).toBe(whole(PAGE))
    const compressed = await fetch(`${origin}/search/used-cars`, { headers: { 'accept-encoding': 'br' } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    // fetch takes the Brotli off itself.
    expect(await compressed.text()).toBe(whole(PAGE))
  })

  it('leaves answers that are not pages, and the admin, as they are', async () => {
    const origin = await serve(withScriptsAfterFirstPaint(app) as typeof app)
    const json = await fetch(`${origin}/api/search`)
    expect(json.headers.get('content-length')).not.toBeNull()
    expect(await json.text()).toContain('async=\\"\\"')
    const admin = await fetch(`${origin}/admin/collections/cars`)
    expect(await admin.text()).toBe(PAGE)
  })
})
