// What a deployment does, on the MongoDB adapter (against the wire-protocol server,
// mongoWire.ts): a production start refuses a server without transactions, the demo seed
// runs, a lead posted to the site is stored for the dealer its host names and goes through
// the leads queue, and the tenant boundary holds for staff and visitors. The server is not
// MongoDB (see mongoWire.ts): what MongoDB's own query planner, limits and transactions
// would do is not shown here.
import { spawnSync } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { payloadOnMongo, type MongoPayload } from './mongoWire'
import { SEED_PASSWORD } from './seedPassword'

let mongo: MongoPayload
let payload: Payload
let seedMs = 0

beforeAll(async () => {
  mongo = await payloadOnMongo('deployment')
  payload = mongo.payload
  const { seedDemo } = await import('@tenants/seed/seedDemo')
  const { seedDemoStock } = await import('@tenants/seed/seedStock')
  const started = Date.now()
  await seedDemo(payload, SEED_PASSWORD)
  // The demo stock comes through the stock import, as `npm run seed` brings it.
  for (const report of await seedDemoStock(payload)) expect(report.refused, report.tenant).toBeUndefined()
  seedMs = Date.now() - started
}, 300_000)

afterAll(() => mongo?.stop())

const tenant = async (slug: string): Promise<Tenant> =>
  (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
const user = async (email: string): Promise<User> => ({
  ...(await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!,
  collection: 'users',
})

/** The production preflight (`npm start` runs it) against this server, with `env` added. */
const preflight = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/payload.mjs', 'run', 'scripts/preflight.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URI: mongo.uri,
      PLATFORM_ADMIN_URL: 'http://localhost:3000',
      ELASTICSEARCH_URL: '',
      PAYLOAD_CLI_CHILD: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 120_000,
  })

describe('a deployment on MongoDB', () => {
  it('refuses to start in production on a server without transactions, unless told it is a test server', () => {
    const refused = preflight()
    expect(refused.status, refused.stdout + refused.stderr).toBe(1)
    expect(refused.stderr).toMatch(/runs no transactions \(it is not a replica set\).*replicaSet=rs0/)
    const accepted = preflight({ DATABASE_TRANSACTIONS: 'none' })
    expect(accepted.status, accepted.stdout + accepted.stderr).toBe(0)
  })

  it('seeds the three demo dealers with their staff and their stock through the import', async () => {
    console.log(`MongoDB wire server: demo seed in ${seedMs} ms`)
    for (const slug of ['harbour-toyota', 'southern-cross', 'outback-cars']) {
      const dealer = await tenant(slug)
      const cars = await payload.count({
        collection: 'cars',
        where: { tenant: { equals: dealer.id } },
        overrideAccess: true,
      })
      expect(cars.totalDocs, slug).toBeGreaterThan(0)
    }
    expect(await user('editor@harbour-toyota.test')).toMatchObject({ email: 'editor@harbour-toyota.test' })
  })

  it('stores a lead posted to the site for the dealer its host names, then the leads queue takes it', async () => {
    const { POST } = await import('@/app/api/leads/route')
    const { NextRequest } = await import('next/server')
    const { LEADS_QUEUE } = await import('@/features/leads/delivery/deliverLead')
    const host = 'harbour-toyota.localhost'
    const response = await POST(
      new NextRequest(`http://${host}/api/leads`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
        body: JSON.stringify({
          category: 'general',
          name: 'Mona',
          email: 'mona@example.com',
          phone: '0412345678',
          subject: 'Service Enquiry',
          message: 'Posted to a MongoDB deployment.',
        }),
      }),
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const id = ((await response.json()) as { lead_id: string }).lead_id
    const stored = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(stored.tenant).toBe((await tenant('harbour-toyota')).id)
    expect(stored.deliveryStatus).toBe('pending')
    await payload.jobs.run({ queue: LEADS_QUEUE, limit: 10, sequential: true, silent: true })
    const after = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(after.deliveryStatus).not.toBe('pending')
    expect(after.deliveryAttempts?.length).toBeGreaterThan(0)
  })

  it('holds the tenant boundary: staff read their own dealer’s leads and cars only, visitors no leads', async () => {
    const harbour = await tenant('harbour-toyota')
    const editor = await user('editor@harbour-toyota.test')
    const leads = await payload.find({ collection: 'leads', user: editor, overrideAccess: false, depth: 0, limit: 0 })
    expect(leads.docs.length).toBeGreaterThan(0)
    expect(new Set(leads.docs.map((lead) => lead.tenant))).toEqual(new Set([harbour.id]))
    const outback = await tenant('outback-cars')
    const theirs = await payload.find({
      collection: 'cars',
      where: { tenant: { equals: outback.id } },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(theirs.totalDocs).toBe(0)
    await expect(payload.find({ collection: 'leads', overrideAccess: false, depth: 0 })).rejects.toThrow()
  })

  it('holds it over REST and GraphQL too: a dealer’s editor reads their own leads, a visitor none', async () => {
    const { GET } = await import('@/app/(payload)/api/[...slug]/route')
    const { POST: GRAPHQL } = await import('@/app/(payload)/api/graphql/route')
    const { NextRequest } = await import('next/server')
    const harbour = await tenant('harbour-toyota')
    const outback = await tenant('outback-cars')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'editor@harbour-toyota.test', password: SEED_PASSWORD },
    })
    const headers = (authorized: boolean) => ({
      host: 'localhost:3000',
      'content-type': 'application/json',
      ...(authorized ? { authorization: `JWT ${token}` } : {}),
    })
    const rest = async (path: string, authorized: boolean) => {
      const url = new URL(`http://localhost:3000/api/${path}`)
      const response = await GET(new NextRequest(url, { headers: headers(authorized) }), {
        params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
      })
      return { status: response.status, body: (await response.json()) as { docs?: { tenant: string }[] } }
    }
    const mine = await rest('leads?depth=0&limit=100', true)
    expect(mine.status).toBe(200)
    expect(new Set(mine.body.docs!.map((lead) => lead.tenant))).toEqual(new Set([harbour.id]))
    expect((await rest('leads?depth=0', false)).status).toBe(403)
    const theirCars = await rest(`cars?depth=0&where[tenant][equals]=${outback.id}`, true)
    expect(theirCars.body.docs).toEqual([])

    const graphql = async (authorized: boolean) => {
      const response = await GRAPHQL(
        new NextRequest('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: headers(authorized),
          body: JSON.stringify({ query: '{ Leads(limit: 100) { docs { tenant { id } } } }' }),
        }),
      )
      return (await response.json()) as {
        data?: { Leads: { docs: { tenant: { id: string } }[] } | null }
        errors?: unknown[]
      }
    }
    const viaGraphql = await graphql(true)
    expect(new Set(viaGraphql.data!.Leads!.docs.map((lead) => lead.tenant.id))).toEqual(new Set([harbour.id]))
    const anonymous = await graphql(false)
    expect(anonymous.errors?.length).toBeGreaterThan(0)
    expect(anonymous.data?.Leads ?? null).toBeNull()
  })

  it('applies the data migrations a SQLite deployment gets: the finance steps reworded, each navigation named', async () => {
    const OLD_STEPS =
      'Apply online in 5 minutes!\nGet pre-approved with your own personalised finance rate\nPurchase your dream car'
    const harbour = await tenant('harbour-toyota')
    const raw = payload.db.collections as unknown as Record<
      string,
      {
        collection: {
          updateOne: (f: object, u: object) => Promise<unknown>
          updateMany: (f: object, u: object) => Promise<unknown>
        }
      }
    >
    // As a deployment made before them left its data: the old steps, navigations without a name.
    await raw.tenants!.collection.updateOne({ slug: 'harbour-toyota' }, { $set: { 'finance.pageSteps': OLD_STEPS } })
    await raw.navigation!.collection.updateMany({}, { $unset: { title: '' } })
    const { migrations } = await import('../../migrations/mongodb')
    await payload.db.migrate({ migrations: migrations as never })

    const after = await tenant('harbour-toyota')
    expect(after.finance?.pageSteps).not.toContain('pre-approved')
    expect(after.finance?.pageSteps).toMatch(/^Tell us about the car/)
    const { docs } = await payload.find({ collection: 'navigation', depth: 0, limit: 0, overrideAccess: true })
    expect(docs.length).toBeGreaterThanOrEqual(3)
    const harbourNavigation = docs.find((doc) => String(doc.tenant) === String(harbour.id))
    expect(harbourNavigation?.title).toBe('Harbour City Toyota navigation')
    expect(docs.every((doc) => doc.title?.endsWith(' navigation'))).toBe(true)
  })
})
