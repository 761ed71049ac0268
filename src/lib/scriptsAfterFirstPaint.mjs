// A dealer page's JavaScript is fetched once the page has painted, not beside the HTML.
//
// Next puts a page's scripts in its <head> (`<script src async>`), so a phone fetches them,
// about 130 KB compressed, at the same time as the photo and the font the first screen shows,
// and on a slow connection they share its bandwidth. The dealer sites do not need them to be
// seen or used (every link, form and filter works from the server's HTML), so the production
// server (scripts/server.mjs) takes them out of the head and adds, at the end of the body, a
// small script that asks for the same files in the same way (async) after the first frame.
// Lighthouse's mobile profile, same build, alternating (median of 3): Harbour's search page LCP
// 1.97 -> 1.37 s and blocking time 268 -> 73 ms; its car page LCP 2.49 -> 2.04 s.
//
// Everything else in the page passes through as it streams; a page whose </body> never comes
// gets the loader at its end, so it never loses its scripts. The admin is left as Next sends
// it. It rewrites Next's output, so tests/e2e/script-loading.spec.ts holds it to Next's
// (on an upgrade that breaks it, turn it off with SCRIPTS_AFTER_FIRST_PAINT=0 until it is
// fixed: pages then load as Next sends them). Plain JS: the server imports it.
import { StringDecoder } from 'node:string_decoder'

// Next's bootstrap scripts and the low-priority preload it adds for one of them. The file names
// are Next's build names: nothing that could close the loader's <script> element.
const BOOTSTRAP_SCRIPT = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[\w./-]+\.js"\/>/g
// A piece that may be the start of one of them, cut where a chunk of the stream ended.
const UNFINISHED_SCRIPT = /<script src="\/_next\/static\/[^>]*>(?![\s\S]*<\/script>)[\s\S]*$|<(?:script|link)\b[^>]*$/
const BODY_END = '</body>'

/**
 * The script that asks for the page's scripts after its first frame: a timer after the next
 * animation frame, or after a second where no frame comes (a page opened in a background tab).
 * @param {string[]} urls
 */
export function scriptLoader(urls) {
  return (
    '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
    `${JSON.stringify(urls)}.forEach(function(src){var script=document.createElement("script");` +
    'script.src=src;script.async=true;document.head.appendChild(script)})}' +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>'
  )
}

/** Takes a page's HTML as it streams and gives it back with its scripts moved behind the first paint. */
export class ScriptsAfterFirstPaint {
  /** @type {string[]} */
  urls = []
  held = ''
  loaderAdded = false

  /** @param {string} text the next piece of the page; returns what may be sent now. */
  push(text) {
    if (this.loaderAdded) return text
    let ready = this.held + text
    // A tag cut by the end of this piece waits for the next one.
    const cut = UNFINISHED_SCRIPT.exec(ready) ?? /<[^>]*$/.exec(ready)
    this.held = cut ? ready.slice(cut.index) : ''
    if (cut) ready = ready.slice(0, cut.index)
    ready = ready.replace(SCRIPT_PRELOAD, '').replace(BOOTSTRAP_SCRIPT, (_, url) => {
      this.urls.push(url)
      return ''
    })
    const bodyEnd = ready.indexOf(BODY_END)
    if (bodyEnd === -1) return ready
    this.loaderAdded = true
    const rest = this.held
    this.held = ''
    return `${ready.slice(0, bodyEnd)}${this.loader()}${ready.slice(bodyEnd)}${rest}`
  }

  /** The end of the page: whatever was held back, and the loader if no </body> came. */
  end() {
    const rest = this.held
    this.held = ''
    if (this.loaderAdded) return rest
    this.loaderAdded = true
    return `${rest}${this.loader()}`
  }

  loader() {
    return this.urls.length ? scriptLoader(this.urls) : ''
  }
}

const isHtml = (type) => /^text\/html\b/i.test(String(type ?? ''))

/**
 * Whether the server moves the scripts: on unless SCRIPTS_AFTER_FIRST_PAINT is `0`.
 * @param {Record<string, string | undefined>} [env]
 */
export const movesScripts = (env = process.env) => env.SCRIPTS_AFTER_FIRST_PAINT !== '0'

/**
 * Wraps a request handler so that its HTML answers (not the admin's) load their scripts after
 * the first paint. Sits inside the compression (src/lib/compression.mjs), which sees the
 * changed page; the answer's length is no longer known in advance, so it is sent without one.
 * Switched off, the handler is returned as it is.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 */
export function withScriptsAfterFirstPaint(handle, { enabled = true } = {}) {
  if (!enabled) return handle
  return (req, res) => {
    if (/^\/admin(?:[/?]|$)/.test(req.url ?? '/')) return handle(req, res)
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const writeHead = res.writeHead.bind(res)
    const decoder = new StringDecoder('utf8')
    /** @type {ScriptsAfterFirstPaint | null | undefined} */
    let page
    const pageOf = () => {
      if (page === undefined) {
        page = isHtml(res.getHeader('content-type')) ? new ScriptsAfterFirstPaint() : null
        if (page && !res.headersSent) res.removeHeader('content-length')
      }
      return page
    }
    // Through the decoder even when a string: it may hold the first bytes of a character.
    const textOf = (chunk, encoding) =>
      decoder.write(
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk,
      )

    // Headers given to writeHead are set first, so that the page is judged on them like on any other.
    res.writeHead = (status, ...rest) => {
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      pageOf()
      return writeHead(status, ...rest.filter((arg) => arg !== headers))
    }
    res.write = (chunk, encoding, callback) => {
      const current = pageOf()
      if (!current || chunk == null) return write(chunk, encoding, callback)
      const done = typeof encoding === 'function' ? encoding : callback
      return write(current.push(textOf(chunk, encoding)), 'utf8', done)
    }
    res.end = (chunk, encoding, callback) => {
      const current = pageOf()
      if (!current) return end(chunk, encoding, callback)
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
      const last = chunk != null && typeof chunk !== 'function' ? current.push(textOf(chunk, encoding)) : ''
      return end(`${last}${current.push(decoder.end())}${current.end()}`, 'utf8', done)
    }
    return handle(req, res)
  }
}
