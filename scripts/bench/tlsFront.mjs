// The edge a production deployment sits behind (a CDN, a load balancer, nginx): HTTPS over
// HTTP/2 to the browser, plain HTTP/1.1 to the app. bench:lighthouse loads pages through it
// because Lighthouse's simulated slow 4G charges each new HTTP/1.1 connection its handshakes,
// and a browser opens six of them to a cleartext origin: an HTTP/1.1 reading prices a
// deployment no visitor ever meets. Bodies are relayed as they arrive, so a streamed page
// still streams.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Headers that describe one hop's connection (RFC 9110 7.6.1, RFC 9113 8.2.2), never relayed.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
])

/** A throwaway self-signed certificate for localhost, its subdomains and 127.0.0.1 (openssl), or undefined without openssl. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'tls-front-'))
  try {
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    if (result.status !== 0) return undefined
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const relayable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined,
    ),
  )

/**
 * Starts the front on `port` (127.0.0.1), relaying to the app on `upstreamPort` with the
 * visitor's host (the tenant) and `X-Forwarded-Proto: https`.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export function startTlsFront({ port = 0, upstreamPort, key, cert }) {
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true })
  // A browser keeps its connection open; closing the front ends them rather than waiting.
  const sessions = new Set()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  server.on('request', (request, response) => {
    const headers = relayable(request.headers)
    headers.host = request.headers[':authority'] ?? request.headers.host
    headers['x-forwarded-proto'] = 'https'
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, relayable(answer.headers))
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            for (const session of sessions) session.destroy()
          }),
      }),
    )
  })
}
