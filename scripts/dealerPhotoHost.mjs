// A dealer's photo host for the browser tests: the demo stock's 1600 px JPEG originals (a
// real photo's weight) under /dms/<name>.jpg, anything else 404, on 127.0.0.1, as a dealer
// system's image server would serve a feed's photos. Every request is counted by path.
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

export async function startDealerPhotoHost({ port = 0 } = {}) {
  const hits = new Map()
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host.invalid').pathname
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1)
    const name = /^\/dms\/([a-z]+-[a-z]+)\.jpg$/.exec(pathname)?.[1]
    const bytes = name ? await readFile(path.join('public', 'demo-stock', `${name}-1600.jpg`)).catch(() => null) : null
    if (!bytes) return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.length }).end(bytes)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}`
  return { url, hits, stop: () => new Promise((resolve) => server.close(resolve)) }
}
