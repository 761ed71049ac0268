// bench:lighthouse's dealer-feed mode: the demo dealers as a real dealer's feed reaches the
// platform. Their photos live on a second origin, the dealer's image server, as a camera
// leaves them (2048x1536 JPEGs of 300-600 KB), over HTTPS and 100 ms late; the demo stock is
// pushed naming them, so every photo a page shows went through the import's pipeline.
import { writeFileSync } from 'node:fs'
import https from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { DEMO_STOCK } from '../../tenants/seed/demoStock'

export const FEED_PHOTO_LATENCY_MS = 100
const WIDTH = 2048
const HEIGHT = 1536

/**
 * A car's `/demo-stock/suv-red-1600.jpg?photo=2` as the dealer's server names it:
 * `/dms/HT00001/suv-red-2.jpg`, one address per car and photo, as a real feed's are.
 */
const feedPath = (stockNumber: string, demoSource: string) => {
  const match = /^\/demo-stock\/([a-z]+-[a-z]+)-1600\.jpg\?photo=(\d+)$/.exec(demoSource)
  if (!match) throw new Error(`Not a demo photo: ${demoSource}`)
  return `/dms/${stockNumber}/${match[1]}-${match[2]}.jpg`
}

/**
 * A camera's JPEG of the demo scene at 2048x1536; the quality varies by scene (76-88) so the
 * weights spread over 350-550 KB, as a dealer's photos do.
 */
async function cameraJpeg(name: string): Promise<Buffer> {
  const quality = 76 + 4 * ([...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 4)
  return sharp(path.join('public', 'demo-stock', `${name}-1600.jpg`))
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality })
    .toBuffer()
}

/**
 * `serverEnv` lets the app's photo fetcher read it: its origin is on the operator's network
 * (PHOTO_PRIVATE_ORIGINS) and its certificate is trusted (NODE_EXTRA_CA_CERTS). `weights`:
 * the bytes of each scene's JPEG served so far.
 */
export type FeedPhotoOrigin = {
  origin: string
  serverEnv: Record<string, string>
  hits: () => number
  weights: () => number[]
  stop: () => Promise<void>
}

/**
 * The dealer's image server: every `/dms/<stock number>/<scene>-<n>.jpg` over HTTPS on 127.0.0.1, each
 * answer held FEED_PHOTO_LATENCY_MS. A scene's bytes are made once and shared by its
 * addresses, as the demo's photos are (so the pipeline encodes a scene once).
 */
export async function startFeedPhotoOrigin({
  key,
  cert,
  port,
}: {
  key: Buffer
  cert: Buffer
  port: number
}): Promise<FeedPhotoOrigin> {
  const scenes = new Map<string, Promise<Buffer>>()
  const weights: number[] = []
  let hits = 0
  const server = https.createServer({ key, cert }, (request, response) => {
    hits++
    const name = /^\/dms\/[A-Z0-9]+\/([a-z]+-[a-z]+)-\d+\.jpg$/.exec(request.url ?? '')?.[1]
    setTimeout(async () => {
      if (!name) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      if (!scenes.has(name))
        scenes.set(
          name,
          cameraJpeg(name).then((bytes) => (weights.push(bytes.length), bytes)),
        )
      const bytes = await scenes.get(name)!.catch(() => null)
      if (!bytes) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes)
    }, FEED_PHOTO_LATENCY_MS)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${port}`
  const caFile = path.join(tmpdir(), 'bench-feed-photos-ca.pem')
  writeFileSync(caFile, cert)
  return {
    origin,
    serverEnv: { PHOTO_PRIVATE_ORIGINS: origin, NODE_EXTRA_CA_CERTS: caFile },
    hits: () => hits,
    weights: () => [...weights],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A demo dealer's stock as its feed, naming its photos on the dealer's image server. */
export function dealerFeed(dealer: string, origin: string): Record<string, unknown>[] {
  const stock = DEMO_STOCK[dealer]
  if (!stock) throw new Error(`No demo stock for ${dealer}`)
  return stock().map(({ fields }) => ({
    ...fields,
    images: ((fields.images as string[] | undefined) ?? []).map(
      (source) => `${origin}${feedPath(String(fields.stocknum), source)}`,
    ),
  }))
}

type PushReport = { photos?: { stored: number; failed: unknown[]; left: number }; refused?: string }

/**
 * Pushes a dealer's feed as its management system would (POST /api/stock-feed/<slug> with the
 * site's push token, which a platform admin sets first): the answer comes once the photos are
 * stored and the cars written.
 */
export async function pushDealerFeed({
  app,
  dealer,
  password,
  feed,
}: {
  app: string
  dealer: string
  password: string
  feed: Record<string, unknown>[]
}): Promise<{ report: PushReport; ms: number }> {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${app}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const { token } = await call('/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@platform.test', password }),
  })
  const admin = { Authorization: `JWT ${token}` }
  const site = (await call(`/api/tenants?where[slug][equals]=${dealer}&depth=0`, { headers: admin })).docs[0]
  const pushToken = `bench-${dealer}-push-token-0123456789abcdef`
  await call(`/api/tenants/${site.id}`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ stock: { pushToken } }),
  })
  const started = Date.now()
  const report = await call(`/api/stock-feed/${dealer}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${pushToken}` },
    body: JSON.stringify(feed),
  })
  return { report, ms: Date.now() - started }
}
