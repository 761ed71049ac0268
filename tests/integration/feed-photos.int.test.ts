// The stock import's photo pipeline: a dealer feed's photos fetched once, under the fetch
// rules (public addresses only, time and size limits, images only), stored with their
// renditions and served by the platform; bad ones reported and tried again on the next run.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Tenant } from '@/payload-types'
import { photoWidths, PHOTO_FORMATS, storedPhotoOf } from '@/domain/photoSources'
import { photoResponse } from '@/photos/serve'
import { importStock, importSummary, type ImportReport } from '@search-sync/feed/importStock'
import type { FeedRecord } from '@search-sync/feed/parseFeed'
import type { PhotoFetchLimits } from '@search-sync/photos/fetchPhoto'
import { photoStore } from '@/photos/store'
import { DROPPED_PHOTO_DAYS, pruneDroppedPhotos } from '@search-sync/photos/prunePhotos'
import { seededPayload, tenantBySlug } from './payload'

let payload: Payload
let dealer: Tenant
let host: http.Server
let privateHost: http.Server
let origin = ''
let privateOrigin = ''
const hits = new Map<string, number>()
let privateHits = 0

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A distinct 420x315 JPEG per number (below 256): served at 160 and 400 px; `width` makes another set. */
const photoOf = (n: number, width = 420) =>
  sharp({
    create: { width, height: 315, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()

beforeAll(async () => {
  payload = await seededPayload()
  dealer = await tenantBySlug(payload, 'outback-cars')
  host = http.createServer(async (request, response) => {
    const path = request.url ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const [, kind, n] = /^\/(\w+)\/(\d+)/.exec(path) ?? []
    if (kind === 'good') return response.end(await photoOf(Number(n)))
    if (kind === 'other') return response.end(await photoOf(Number(n), 430))
    if (kind === 'slow') return setTimeout(async () => response.end(await photoOf(Number(n))), 3_000)
    if (kind === 'huge') return response.end(Buffer.alloc(300_000, 1))
    if (kind === 'html') return response.end('<!doctype html><title>Not found</title>')
    // By name: localhost resolves to loopback, which the lookup refuses.
    if (kind === 'away')
      return response
        .writeHead(302, { Location: privateOrigin.replace('127.0.0.1', 'localhost') + '/secret.jpg' })
        .end()
    response.writeHead(404).end()
  })
  privateHost = http.createServer((_, response) => {
    privateHits++
    response.end('secret')
  })
  origin = await listen(host)
  privateOrigin = await listen(privateHost)
})

afterAll(async () => {
  host.close()
  privateHost.close()
  await payload.destroy()
})

// The test's photo host is on loopback, so it is the one origin trusted, as an operator's own
// network would be through PHOTO_PRIVATE_ORIGINS; the other loopback server is not.
const limits = (): PhotoFetchLimits => ({
  timeoutMs: 1_000,
  maxBytes: 200_000,
  privateOrigins: new Set([origin]),
})

/** 1,000 addresses over 50 cars: 940 good, 20 missing, 10 slow, 10 too large, 18 not images, one on a private address, one redirected to it. */
function addresses(): string[] {
  const list: string[] = []
  for (let n = 0; n < 940; n++) list.push(`${origin}/good/${n}.jpg`)
  for (let n = 0; n < 20; n++) list.push(`${origin}/missing/${n}.jpg`)
  for (let n = 0; n < 10; n++) list.push(`${origin}/slow/${n}.jpg`)
  for (let n = 0; n < 10; n++) list.push(`${origin}/huge/${n}.jpg`)
  for (let n = 0; n < 18; n++) list.push(`${origin}/html/${n}.jpg`)
  list.push(`${privateOrigin}/secret.jpg`)
  list.push(`${origin}/away/1.jpg`)
  // Spread through the feed, as a dealer's bad photos are (always in the same order).
  return list.sort((a, b) => spread(a) - spread(b))
}
const spread = (text: string) => [...text].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 1_000_003, 7)

const feed = (list: string[]): FeedRecord[] =>
  Array.from({ length: 50 }, (_, car) => ({
    line: car + 1,
    fields: {
      stocknum: `PH${car}`,
      year: 2022,
      make: 'Jayco',
      model: 'Journey',
      car_type: 'used',
      status: 'in_stock',
      price: 60_000 + car,
      body: 'Caravan',
      images: list.slice(car * 20, car * 20 + 20),
    },
  }))

const carsOf = async () =>
  (
    await payload.find({
      collection: 'cars',
      where: { tenant: { equals: dealer.id }, stockNumber: { like: 'PH' } },
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Car[]

describe('a feed of 1,000 photos', () => {
  let report: ImportReport
  beforeAll(async () => {
    report = await importStock(payload, dealer, feed(addresses()), {
      full: false,
      photos: { limits: limits(), concurrency: 8 },
    })
  }, 240_000)

  it('stores every good photo and names each bad one with why', () => {
    expect(report.photos).toMatchObject({ stored: 940, left: 0, hostsDown: [] })
    const problems = new Map(report.photos!.failed.map(({ url, problem }) => [url, problem]))
    expect(problems.size).toBe(60)
    expect(problems.get(`${origin}/missing/0.jpg`)).toBe('the host answered 404')
    expect(problems.get(`${origin}/slow/0.jpg`)).toBe('the host took too long')
    expect(problems.get(`${origin}/huge/0.jpg`)).toMatch(/^larger than/)
    expect(problems.get(`${origin}/html/0.jpg`)).toBe('not an image')
    expect(problems.get(`${privateOrigin}/secret.jpg`)).toMatch(/private address \(127\.0\.0\.1\); not fetched/)
    expect(problems.get(`${origin}/away/1.jpg`)).toMatch(/^localhost is a private address/)
  })

  it('never reads a private address, directly or through a redirect', () => {
    expect(privateHits).toBe(0)
  })

  it('lists every car, with the photos it has and none for the bad ones', async () => {
    const cars = await carsOf()
    expect(cars).toHaveLength(50)
    const images = cars.flatMap((car) => car.images ?? [])
    expect(images.filter((image) => storedPhotoOf(image)).length).toBe(940)
    for (const image of images) expect(Boolean(storedPhotoOf(image)), image.url).toBe(image.url.includes('/good/'))
  })

  it('serves every good photo in every size and format, under its content key, for a year', async () => {
    const keys = new Set((await carsOf()).flatMap((car) => (car.images ?? []).flatMap((i) => storedPhotoOf(i) ?? [])))
    expect(keys.size).toBe(940)
    for (const photo of keys)
      for (const width of photoWidths(photo.width)) {
        const response = await photoResponse(
          photo.key,
          new URL(`http://x/photos/${photo.key}?w=${width}`),
          'image/avif',
        )
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/avif')
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width)
      }
    const one = [...keys][0]!
    for (const format of PHOTO_FORMATS) {
      const response = await photoResponse(one.key, new URL(`http://x/photos/${one.key}?w=400&fm=${format}`), null)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('vary')).toBeNull()
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe(
        format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format,
      )
    }
    const negotiated = await photoResponse(one.key, new URL(`http://x/photos/${one.key}?w=400`), 'image/webp,*/*')
    expect(negotiated.headers.get('content-type')).toBe('image/webp')
    expect(negotiated.headers.get('vary')).toBe('Accept')
    // Bounded: no size the pages do not use, no width above the original, no such photo.
    expect((await photoResponse(one.key, new URL(`http://x/photos/${one.key}?w=999`), null)).status).toBe(400)
    expect((await photoResponse(one.key, new URL(`http://x/photos/${one.key}?w=800`), null)).status).toBe(404)
    expect((await photoResponse('f'.repeat(32), new URL('http://x/photos/x?w=400'), null)).status).toBe(404)
    expect((await photoResponse('../../etc/passwd', new URL('http://x/photos/x?w=400'), null)).status).toBe(404)
  })

  it('fetches a good photo once, and tries the bad ones again on the next run', async () => {
    // One at a time: the slow ones, spread among the others, never make five failures in a row.
    const again = await importStock(payload, dealer, feed(addresses()), {
      full: false,
      photos: { limits: limits(), concurrency: 1 },
    })
    expect(again.photos).toMatchObject({ stored: 0, left: 0, hostsDown: [] })
    expect(again.photos!.failed).toHaveLength(60)
    expect(hits.get('/good/0.jpg')).toBe(1)
    expect(hits.get('/missing/0.jpg')).toBe(2)
    expect(privateHits).toBe(0)
  }, 120_000)
})

describe('a feed whose photo host does not answer', () => {
  it('tries a few of its photos, leaves the rest for the next run and names the host', async () => {
    const report = await importStock(
      payload,
      dealer,
      [
        {
          line: 1,
          fields: {
            ...feed([])[0]!.fields,
            stocknum: 'PH-DOWN',
            images: Array.from({ length: 30 }, (_, n) => `http://photos.invalid/${n}.jpg`),
          },
        },
      ],
      { full: false, photos: { limits: limits(), concurrency: 2 } },
    )
    expect(report.photos!.hostsDown).toEqual(['photos.invalid'])
    expect(report.photos!.failed.length).toBeGreaterThanOrEqual(5)
    expect(report.photos!.failed.length + report.photos!.left).toBe(30)
    expect(report.photos!.left).toBeGreaterThanOrEqual(20)
    expect(importSummary(report)).toMatch(/No answer from photos\.invalid\. \d+ photos left for the next import$/)
  })
})

describe('photos a feed drops', () => {
  const car = (images: string[]): FeedRecord[] => [
    {
      line: 1,
      fields: {
        stocknum: 'DROP1',
        year: 2021,
        make: 'Jayco',
        model: 'Swan',
        car_type: 'used',
        status: 'in_stock',
        price: 40_000,
        body: 'Caravan',
        images,
      },
    },
  ]
  const days = (n: number) => new Date(Date.now() + n * 86_400_000)
  const recordOf = async (source: string) =>
    (
      await payload.find({
        collection: 'photos',
        where: { source: { equals: source } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]

  it('are marked unused, removed after the grace days with files no other address or car holds, and the demo’s kept', async () => {
    const kept = `${origin}/other/1.jpg`
    const dropped = `${origin}/other/2.jpg`
    // The same photo as `kept` under a second address: its files stay while `kept` holds them.
    const twin = `${origin}/other/1.jpg?size=large`
    const run = (images: string[]) =>
      importStock(payload, dealer, car(images), { full: false, photos: { limits: limits(), concurrency: 2 } })
    expect((await run([kept, dropped, twin])).photos).toMatchObject({ stored: 3 })
    const keyOf = async (source: string) => (await recordOf(source))!.key!
    const [keptKey, droppedKey] = [await keyOf(kept), await keyOf(dropped)]
    expect(await keyOf(twin)).toBe(keptKey)
    const own = '/demo-stock/suv-red-1600.jpg?photo=99'
    await payload.create({ collection: 'photos', data: { source: own }, overrideAccess: true })
    await run([kept])

    const first = await pruneDroppedPhotos(payload, { now: days(0), batch: 10_000 })
    expect(first.removed).toBe(0)
    expect(first.unused).toBe(2)
    expect((await recordOf(dropped))?.unusedSince).toBeTruthy()
    expect((await recordOf(kept))?.unusedSince).toBeFalsy()
    // Looked at again only a day later; still within the grace days nothing goes.
    expect((await pruneDroppedPhotos(payload, { now: days(0.5), batch: 10_000 })).checked).toBe(0)
    expect((await pruneDroppedPhotos(payload, { now: days(DROPPED_PHOTO_DAYS - 1), batch: 10_000 })).removed).toBe(0)

    const last = await pruneDroppedPhotos(payload, { now: days(DROPPED_PHOTO_DAYS + 1), batch: 10_000 })
    expect(last).toMatchObject({ removed: 2, filesRemoved: 1 })
    expect(await recordOf(dropped)).toBeUndefined()
    expect(await recordOf(twin)).toBeUndefined()
    expect(await photoStore().has(`${droppedKey}/original`)).toBe(false)
    expect(await photoStore().has(`${keptKey}/original`)).toBe(true)
    expect(await recordOf(kept)).toBeTruthy()
    // The platform's own photos (the demo's, by path) are no feed's: no car names this one, and it stays.
    expect(await recordOf(own)).toBeTruthy()
  }, 120_000)

  it('keep an address a car names again within the grace days', async () => {
    const back = `${origin}/other/3.jpg`
    const run = (images: string[]) =>
      importStock(payload, dealer, car(images), { full: false, photos: { limits: limits(), concurrency: 2 } })
    await run([`${origin}/other/1.jpg`, back])
    await run([`${origin}/other/1.jpg`])
    await pruneDroppedPhotos(payload, { now: days(20), batch: 10_000 })
    expect((await recordOf(back))?.unusedSince).toBeTruthy()
    await run([`${origin}/other/1.jpg`, back])
    await pruneDroppedPhotos(payload, { now: days(21.5), batch: 10_000 })
    expect((await recordOf(back))?.unusedSince).toBeFalsy()
    await pruneDroppedPhotos(payload, { now: days(40), batch: 10_000 })
    expect(await recordOf(back)).toBeTruthy()
  }, 120_000)
})
