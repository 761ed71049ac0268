// A signed-in visitor's watchlist (src/features/savedCars) through its routes: save and remove
// by the spec's fields, a sold car kept only if saved already, one entry however many saves
// arrive at once, nothing without a session, and nothing across dealers or visitors.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as watchlist } from '@/app/api/watchlist/cars/route'
import { POST as removeCar } from '@/app/api/watchlist/remove-car/route'
import { POST as saveCar } from '@/app/api/watchlist/save-car/route'
import { CAR_NOT_FOUND, NOT_SIGNED_IN, OTHER_PHONE, SOLD_CAR } from '@/domain/watchlist'
import { startSession } from '@/features/visitorAuth/sessions'
import { watchlistOf } from '@/features/savedCars/watchlist'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import type { Tenant, Visitor } from '@/payload-types'
import { importStock } from '@search-sync/feed/importStock'
import { seededPayload, tenantBySlug } from './payload'

const HARBOUR = 'harbour-toyota.localhost'
const SOUTHERN = 'southern-cross.localhost'
let payload: Payload
let harbour: Tenant
let southern: Tenant
const slugs: Record<string, string> = {}

const car = (stocknum: string, fields: Record<string, unknown> = {}) => ({
  stocknum,
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  car_type: 'used',
  price: 30_000,
  images: ['/demo-stock/suv-red-1600.jpg'],
  ...fields,
})

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  const feed = [car('WL-1'), car('WL-2', { model: 'Camry' }), car('WL-SOLD', { status: 'sold', model: 'HiLux' })]
  expect(
    (
      await importStock(
        payload,
        harbour,
        feed.map((fields, i) => ({ line: i + 1, fields })),
      )
    ).rejected,
  ).toEqual([])
  await importStock(payload, southern, [{ line: 1, fields: car('WL-OTHER', { make: 'Kia', model: 'Sportage' }) }])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { like: 'WL-' } },
    overrideAccess: true,
    limit: 10,
  })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
})

afterAll(() => payload.destroy())

const visitorAt = (tenant: Tenant, phone: string) =>
  payload.create({
    collection: 'visitors',
    data: { tenant: tenant.id, phone },
    overrideAccess: true,
  }) as Promise<Visitor>
const signedIn = async (tenant: Tenant, phone: string) => {
  const visitor = await visitorAt(tenant, phone)
  return { visitor, cookie: (await startSession(payload, visitor, tenant)).split(';')[0]! }
}
const request = (host: string, path: string, cookie?: string, body?: unknown) =>
  new Request(`http://${host}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const save = (cookie: string | undefined, body: unknown, host = HARBOUR) =>
  saveCar(request(host, '/api/watchlist/save-car', cookie, body))
const remove = (cookie: string | undefined, body: unknown, host = HARBOUR) =>
  removeCar(request(host, '/api/watchlist/remove-car', cookie, body))
const saved = async (cookie: string, host = HARBOUR) =>
  ((await (await watchlist(request(host, '/api/watchlist/cars', cookie))).json()) as { cars: string[] }).cars

describe('the watchlist', () => {
  it('saves and removes a car by the spec’s fields, and lists what is saved', async () => {
    const { cookie } = await signedIn(harbour, '0412700001')
    const answer = await save(cookie, { phone_number: '+61 412 700 001', car_id: slugs['WL-1'] })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ success: true })
    expect((await save(cookie, { car_id: slugs['WL-2'] })).status).toBe(200)
    expect((await saved(cookie)).sort()).toEqual([slugs['WL-1'], slugs['WL-2']].sort())

    expect(await (await remove(cookie, { phone_number: '0412700001', car_id: slugs['WL-1'] })).json()).toEqual({
      success: true,
    })
    expect(await saved(cookie)).toEqual([slugs['WL-2']])
    // Removing what is not there is done already.
    expect((await remove(cookie, { car_id: slugs['WL-1'] })).status).toBe(200)
  })

  it('keeps one entry however many saves of a car arrive at once', async () => {
    const { cookie, visitor } = await signedIn(harbour, '0412700002')
    const answers = await Promise.all(Array.from({ length: 8 }, () => save(cookie, { car_id: slugs['WL-1'] })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const stored = await payload.count({
      collection: 'watchlist',
      where: { visitor: { equals: visitor.id } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('does not save a sold car, but keeps and removes one saved before it sold', async () => {
    const { cookie, visitor } = await signedIn(harbour, '0412700003')
    const refused = await save(cookie, { car_id: slugs['WL-SOLD'] })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ success: false, message: SOLD_CAR })

    expect((await save(cookie, { car_id: slugs['WL-2'] })).status).toBe(200)
    await importStock(payload, harbour, [
      { line: 1, fields: car('WL-1') },
      { line: 2, fields: car('WL-2', { model: 'Camry', status: 'sold' }) },
    ])
    const [entry] = await watchlistOf(payload, harbour, visitor)
    expect(entry).toMatchObject({ slug: slugs['WL-2'], state: 'sold', title: '2021 Toyota Camry' })
    expect((await save(cookie, { car_id: slugs['WL-2'] })).status).toBe(200)
    expect((await remove(cookie, { car_id: slugs['WL-2'] })).status).toBe(200)
    expect(await watchlistOf(payload, harbour, visitor)).toEqual([])
    await importStock(payload, harbour, [
      { line: 1, fields: car('WL-1') },
      { line: 2, fields: car('WL-2', { model: 'Camry' }) },
    ])
  })

  it('answers 401 without a session, 403 for another number, 404 for a car the site does not list', async () => {
    for (const answer of [await save(undefined, { car_id: slugs['WL-1'] }), await remove(undefined, {})]) {
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ success: false, message: NOT_SIGNED_IN })
    }
    expect((await watchlist(request(HARBOUR, '/api/watchlist/cars'))).status).toBe(401)
    const { cookie } = await signedIn(harbour, '0412700004')
    const other = await save(cookie, { phone_number: '0412700099', car_id: slugs['WL-1'] })
    expect(other.status).toBe(403)
    expect(await other.json()).toEqual({ success: false, message: OTHER_PHONE })
    for (const car_id of [slugs['WL-OTHER'], 'no-such-car', '', 'x'.repeat(500)]) {
      const answer = await save(cookie, { car_id })
      expect([400, 404], car_id).toContain(answer.status)
      expect(await answer.json()).toEqual({ success: false, message: CAR_NOT_FOUND })
    }
    expect((await save(cookie, '[]')).status).toBe(400)
  })

  it('keeps each visitor’s and each dealer’s watchlist apart', async () => {
    const jess = await signedIn(harbour, '0412700005')
    const sam = await signedIn(harbour, '0412700006')
    const jessAtSouthern = await signedIn(southern, '0412700005')
    await save(jess.cookie, { car_id: slugs['WL-1'] })
    expect(await saved(sam.cookie)).toEqual([])
    expect(await saved(jessAtSouthern.cookie, SOUTHERN)).toEqual([])
    // A session is good on its own dealer's site only.
    expect((await save(jess.cookie, { car_id: slugs['WL-OTHER'] }, SOUTHERN)).status).toBe(401)
    expect((await save(jessAtSouthern.cookie, { car_id: slugs['WL-OTHER'] }, SOUTHERN)).status).toBe(200)
    expect(await saved(jessAtSouthern.cookie, SOUTHERN)).toEqual([slugs['WL-OTHER']])
  })

  it('goes with its visitor when the visitor is deleted', async () => {
    const { cookie, visitor } = await signedIn(harbour, '0412700007')
    await save(cookie, { car_id: slugs['WL-1'] })
    await payload.delete({ collection: 'visitors', id: visitor.id, overrideAccess: true })
    const left = await payload.count({
      collection: 'watchlist',
      where: { visitor: { equals: visitor.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
