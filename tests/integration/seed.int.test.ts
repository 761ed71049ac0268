import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '@tenants/seed/seedDemo'
import { DEMO_TENANTS } from '@tenants/seed/demoTenants'
import { DEMO_FEEDS_DIR, seedDemoStock } from '@tenants/seed/seedStock'
import { recentImports } from '@search-sync/importHistory'
import { bootPayload, SEED_PASSWORD } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})
afterAll(async () => {
  await payload.destroy()
})

async function snapshot() {
  const all = async (collection: 'tenants' | 'users' | 'pages' | 'media' | 'locations') =>
    (await payload.find({ collection, limit: 0, pagination: false, overrideAccess: true, sort: 'id' })).docs.map(
      (doc) => `${doc.id}@${doc.updatedAt}`,
    )
  return {
    tenants: await all('tenants'),
    users: await all('users'),
    pages: await all('pages'),
    media: await all('media'),
    locations: await all('locations'),
  }
}

describe('demo seed', () => {
  it('creates three demo dealers of the three templates, with staff, logos and home pages', async () => {
    const report = await seedDemo(payload, SEED_PASSWORD)
    expect(report.sites.map((s) => s.slug)).toEqual(DEMO_TENANTS.map((t) => t.slug))

    const tenants = await payload.find({ collection: 'tenants', overrideAccess: true, depth: 1, sort: 'id' })
    expect(tenants.docs.map((t) => t.template)).toEqual(['brand', 'group', 'independent'])
    for (const tenant of tenants.docs) {
      expect(tenant.theme?.logo).toMatchObject({ mimeType: 'image/svg+xml' })
      expect(tenant.domains?.filter((d) => d.primary)).toHaveLength(1)
    }
    const users = await payload.find({ collection: 'users', overrideAccess: true, limit: 0, pagination: false })
    expect(users.docs.map((u) => u.email).sort()).toEqual([
      'admin@platform.test',
      'editor@harbour-toyota.test',
      'editor@outback-cars.test',
      'editor@southern-cross.test',
    ])
    const homes = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, overrideAccess: true })
    expect(homes.docs.map((p) => p._status)).toEqual(['published', 'published', 'published'])
    const locations = await payload.find({ collection: 'locations', overrideAccess: true, limit: 0, pagination: false })
    expect(locations.docs.length).toBe(9)
    const toyotaSales = locations.docs.find((l) => l.name === 'Harbour City Toyota - Sales')
    expect(toyotaSales).toMatchObject({ slug: 'harbour-city-toyota', locationType: 'sales', primary: true })
    expect(toyotaSales?.openingHours).toHaveLength(7)
    expect(toyotaSales?.specialHours?.find((d) => d.label === 'Christmas Day')?.status).toBe('closed')
  })

  it('is idempotent: a second run creates and changes nothing', async () => {
    const before = await snapshot()
    const report = await seedDemo(payload, SEED_PASSWORD)
    expect(report.created).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('is non-destructive: an editor’s change survives a re-seed', async () => {
    const { docs } = await payload.find({
      collection: 'tenants',
      where: { slug: { equals: 'outback-cars' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'tenants',
      id: docs[0]!.id,
      data: { name: 'Outback Caravans' },
      overrideAccess: true,
    })
    await seedDemo(payload, SEED_PASSWORD)
    const after = await payload.findByID({ collection: 'tenants', id: docs[0]!.id, overrideAccess: true })
    expect(after.name).toBe('Outback Caravans')
  })

  it('imports the demo stock through the stock feed import once: 1,050 cars, none on a second run', async () => {
    const reports = await seedDemoStock(payload)
    expect(reports.map((r) => [r.tenant, r.created, r.rejected.length])).toEqual([
      ['harbour-toyota', 400, 0],
      ['southern-cross', 450, 0],
      ['outback-cars', 200, 0],
    ])
    expect((await payload.count({ collection: 'cars', overrideAccess: true })).totalDocs).toBe(1_050)
    // Each demo dealer's feed is its feed source, so Sync now and the nightly import work on the demo.
    const harbour = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'harbour-toyota' } }, overrideAccess: true })
    ).docs[0]!
    expect(harbour.stock?.feedSource).toBe(path.join(DEMO_FEEDS_DIR, 'harbour-toyota.json'))
    expect(JSON.parse(readFileSync(harbour.stock!.feedSource!, 'utf8'))).toHaveLength(400)
    expect(await recentImports(payload, harbour.id)).toMatchObject([
      { arrival: 'command-line', status: 'imported', received: 400, created: 400 },
    ])
    expect(await seedDemoStock(payload)).toEqual([])
    expect((await payload.count({ collection: 'cars', overrideAccess: true })).totalDocs).toBe(1_050)
  })
})
