#!/usr/bin/env node
// The production web server: Next's request handler behind a thin gate (src/lib/requestGate.mjs)
// that a plain `next start` cannot be: it answers undecodable paths with 400 (Next answers them
// with a bare 500 before any route runs) and tells the app the visitor's real address
// (TRUSTED_PROXY_HOPS; Next passes on whatever X-Forwarded-For a visitor sends).
import { createServer } from 'node:http'
import next from 'next'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, hasUndecodablePath, trustedProxyHops } from '../src/lib/requestGate.mjs'

const hostname = process.env.HOST ?? '0.0.0.0'
const port = Number(process.env.PORT ?? 3000)
const trustedHops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS)

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

createServer((req, res) => {
  if (hasUndecodablePath(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end('Bad request: the address contains a malformed %-escape.')
    return
  }
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({ forwardedFor: req.headers['x-forwarded-for'], socketAddress: req.socket.remoteAddress, trustedHops })
  handle(req, res)
}).listen(port, hostname, () => {
  console.log(`Dealer platform ready on http://${hostname}:${port}`)
})
