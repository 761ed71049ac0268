#!/usr/bin/env node
// The production web server: Next's request handler behind a thin gate (src/lib/requestGate.mjs)
// that a plain `next start` cannot be: it answers undecodable paths with 400 (Next answers them
// with a bare 500 before any route runs), sends /admin on any other host to the admin's host
// (PLATFORM_ADMIN_URL), tells the app the visitor's real address
// (TRUSTED_PROXY_HOPS; Next passes on whatever X-Forwarded-For a visitor sends), sets the
// security headers (src/lib/securityHeaders.mjs), which name the admin's origin at run time,
// sends a redirect's Location once (Next can send it twice; see sendOneLocation), and sends
// finished pages again until what they show may have changed (src/lib/pageResponseCache.mjs),
// has a dealer page fetch its scripts after its first paint (src/lib/scriptsAfterFirstPaint.mjs),
// and compresses every answer, Brotli where the browser takes it (src/lib/compression.mjs).
import { createServer } from 'node:http'
import { performance } from 'node:perf_hooks'
import path from 'node:path'
import next from 'next'
import { mapEmbedTemplate } from '../src/integrations/mapEmbed.mjs'
import {
  adminRedirect,
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  hasUndecodablePath,
  sendOneLocation,
  trustedProxyHops,
} from '../src/lib/requestGate.mjs'
import { originOf, securityHeadersFor } from '../src/lib/securityHeaders.mjs'
import { withCompression } from '../src/lib/compression.mjs'
import { movesScripts, withScriptsAfterFirstPaint } from '../src/lib/scriptsAfterFirstPaint.mjs'
import { PageResponseCache, withPageCache } from '../src/lib/pageResponseCache.mjs'
import { stopBackgroundWork } from '../src/lib/lifecycle.mjs'
import { log, REQUEST_ID_HEADER, requestIdOf, withRequestId } from '../src/lib/log.mjs'

const hostname = process.env.HOST ?? '0.0.0.0'
const port = Number(process.env.PORT ?? 3000)
const trustedHops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
const adminOrigin = originOf(process.env.PLATFORM_ADMIN_URL)
const headerOptions = {
  production: process.env.NODE_ENV === 'production',
  adminOrigin,
  mapOrigin: originOf(mapEmbedTemplate().replace(/\{[a-z]+\}/g, '0')),
}

const app = next({ dev: false, hostname, port })
const pageCache = new PageResponseCache()
pageCache.followExpiries()
// The page cache keeps answers as compressed, one per encoding, so a kept page costs no compression.
const handle = withPageCache(
  pageCache,
  withCompression(withScriptsAfterFirstPaint(app.getRequestHandler(), { enabled: movesScripts() }), {
    staticDir: path.resolve('.next', 'static'),
  }),
)
await app.prepare()

/** How long a stopping server waits for the requests in flight (a container is killed at 30 s). */
const DRAIN_MS = 25_000
let stopping = false

const server = createServer((req, res) => {
  // A stopping server answers what it was asked and closes the connection, so a client's next
  // request goes to another instance.
  if (stopping) res.setHeader('connection', 'close')
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  for (const [name, value] of Object.entries(securityHeadersFor(path, headerOptions))) res.setHeader(name, value)
  if (hasUndecodablePath(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end('Bad request: the address contains a malformed %-escape.')
    return
  }
  const toAdminHost = adminRedirect(req.url, req.headers.host, adminOrigin)
  if (toAdminHost) {
    res.writeHead(307, { location: toAdminHost, 'cache-control': 'no-store' })
    res.end()
    return
  }
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({
    forwardedFor: req.headers['x-forwarded-for'],
    socketAddress: req.socket.remoteAddress,
    trustedHops,
  })
  const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER])
  req.headers[REQUEST_ID_HEADER] = requestId
  res.setHeader(REQUEST_ID_HEADER, requestId)
  logAnswer(req, res, requestId)
  withRequestId(requestId, () => handle(req, sendOneLocation(res)))
}).listen(port, hostname, () => {
  log.info({ host: hostname, port }, 'Dealer platform ready')
})

/** Slower than this, an answer is logged even when it succeeded. */
const SLOW_MS = 2_000

// Every answer at debug level (LOG_LEVEL=debug); server errors and slow answers always, with
// the request's id, which the visitor's browser and the proxy see in X-Request-Id.
function logAnswer(req, res, requestId) {
  const started = performance.now()
  res.once('finish', () => {
    const ms = Math.round(performance.now() - started)
    const level = res.statusCode >= 500 ? 'error' : ms >= SLOW_MS ? 'warn' : 'debug'
    if (!log.isLevelEnabled(level)) return
    const path = (req.url ?? '/').split('?')[0]
    log[level]({ requestId, method: req.method, host: req.headers.host, path, status: res.statusCode, ms }, 'answered')
  })
}

// SIGTERM (a deploy, `docker stop`): take no new connections, answer the requests in flight,
// let the job queues finish their jobs or release them to another instance, then exit;
// whatever is still open after DRAIN_MS is cut.
async function drain() {
  if (stopping) return
  stopping = true
  log.info('Stopping: answering the requests in flight, taking no new ones')
  setTimeout(() => process.exit(0), DRAIN_MS).unref()
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  const unstopped = await stopBackgroundWork(DRAIN_MS - 5_000)
  if (unstopped.length) log.error({ unstopped }, 'Could not stop background work cleanly')
  await closed
  process.exit(0)
}
process.on('SIGTERM', drain)
process.on('SIGINT', drain)
