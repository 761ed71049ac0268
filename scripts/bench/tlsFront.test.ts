import { createServer, type IncomingMessage, type Server } from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCertificate, startTlsFront } from './tlsFront.mjs'

// An app that answers with what it was asked, and streams /slow in two parts 300 ms apart.
let seen: IncomingMessage['headers'] = {}
const app: Server = createServer((request, response) => {
  seen = request.headers
  if (request.url === '/slow') {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.write('first ')
    setTimeout(() => response.end('second'), 300)
    return
  }
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    response.writeHead(request.url === '/missing' ? 404 : 200, {
      'content-type': 'text/plain',
      'set-cookie': ['a=1', 'b=2'],
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
    })
    response.end(`${request.method} ${request.url} ${body}`)
  })
})

const certificate = selfSignedCertificate()
let front: Awaited<ReturnType<typeof startTlsFront>>
let session: http2.ClientHttp2Session

beforeAll(async () => {
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  front = await startTlsFront({ upstreamPort: (app.address() as AddressInfo).port, ...certificate! })
  session = http2.connect(`https://127.0.0.1:${front.port}`, { rejectUnauthorized: false })
})
afterAll(async () => {
  session?.close()
  await front?.close()
  app.close()
})

/** One HTTP/2 request through the front: its status, headers, body and when each part arrived. */
function ask(path: string, { method = 'GET', body = '', host = 'harbour-toyota.localhost:3443' } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; arrivals: number[] }>(
    (resolve, reject) => {
      const stream = session.request({ ':method': method, ':path': path, ':authority': host })
      let headers: http2.IncomingHttpHeaders = {}
      let text = ''
      const arrivals: number[] = []
      stream.on('response', (answer) => (headers = answer))
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        text += chunk
        arrivals.push(Date.now())
      })
      stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: text, arrivals }))
      stream.on('error', reject)
      // A GET is sent without a body (the stream ends with its headers).
      if (method !== 'GET') stream.end(body)
    },
  )
}

describe.skipIf(!certificate)('the TLS front bench:lighthouse loads pages through', () => {
  it('relays a request over HTTP/2 with the visitor host and https as the forwarded protocol', async () => {
    const answer = await ask('/search/used-cars?make=Toyota')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('GET /search/used-cars?make=Toyota ')
    expect(seen.host).toBe('harbour-toyota.localhost:3443')
    expect(seen['x-forwarded-proto']).toBe('https')
  })

  it('relays bodies, statuses and repeated headers, and drops the connection headers HTTP/2 forbids', async () => {
    const answer = await ask('/missing', { method: 'POST', body: 'name=Jess' })
    expect(answer.status).toBe(404)
    expect(answer.body).toBe('POST /missing name=Jess')
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(answer.headers.connection).toBeUndefined()
    expect(answer.headers['keep-alive']).toBeUndefined()
  })

  it('passes a streamed answer on as it arrives', async () => {
    const answer = await ask('/slow')
    expect(answer.body).toBe('first second')
    expect(answer.arrivals).toHaveLength(2)
    const [first, second] = answer.arrivals as [number, number]
    expect(second - first).toBeGreaterThanOrEqual(200)
  })

  it('answers 502 when the app is not there', async () => {
    const orphan = await startTlsFront({ upstreamPort: 1, ...certificate! })
    const client = http2.connect(`https://127.0.0.1:${orphan.port}`, { rejectUnauthorized: false })
    const status = await new Promise<number>((resolve) => {
      const stream = client.request({ ':path': '/' })
      stream.on('response', (headers) => resolve(Number(headers[':status'])))
      stream.resume()
      stream.end()
    })
    client.close()
    await orphan.close()
    expect(status).toBe(502)
  })
})
