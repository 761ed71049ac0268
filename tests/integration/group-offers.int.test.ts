// Dealer groups share offers with their member sites (the spec's excluded_website_ids):
// Outback Cars is a member of the Southern Cross group in the demo data.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { requestOnHost, seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let toyota: Tenant
let group: Tenant
let member: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  member = await tenantBySlug(payload, 'outback-cars')
})

afterAll(async () => {
  await payload.destroy()
})

const asAdmin = { overrideAccess: true } as const
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const offerNamesOn = async (host: string) =>
  (
    await payload.find({
      collection: 'offers',
      overrideAccess: false,
      req: requestOnHost(host),
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs
    .map((d) => d.name)
    .sort()

async function rejection(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) => e,
  )
  expect(error, 'expected the save to be rejected').not.toBeNull()
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? ''
}

const groupOffer = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'offers',
    data: {
      tenant: group.id,
      category: 'Finance offer',
      startDate: isoInDays(-1),
      startDate_tz: 'Australia/Sydney',
      _status: 'published',
      ...data,
    } as never,
    ...asAdmin,
  })

describe('group-wide offers', () => {
  it('a member site shows its own offers and the group’s shared ones, minus those that exclude it', async () => {
    const onMember = await offerNamesOn('outback-cars.localhost')
    expect(onMember).toEqual(['Caravan finance from 7.49% p.a.', 'Group finance: one application for every site'])
  })

  it('the group site shows all its offers; a site outside the group sees none of them', async () => {
    expect(await offerNamesOn('southern-cross.localhost')).toEqual(
      expect.arrayContaining([
        'Group-wide 5-year service plan',
        'Group finance: one application for every site',
        'Kia Sportage: drive-away pricing',
      ]),
    )
    const onToyota = await offerNamesOn('harbour-toyota.localhost')
    expect(onToyota.some((name) => name.startsWith('Group'))).toBe(false)
  })

  it('excluding and re-including a member site takes effect on its next read', async () => {
    const offer = await groupOffer({ name: 'Winter tyre deal', shareWithGroup: true, excludedSites: [member.id] })
    expect(await offerNamesOn('outback-cars.localhost')).not.toContain('Winter tyre deal')
    await payload.update({ collection: 'offers', id: offer.id, data: { excludedSites: [] }, ...asAdmin })
    expect(await offerNamesOn('outback-cars.localhost')).toContain('Winter tyre deal')
  })

  it('a shared offer’s photo loads on a member site; the group’s pictures stay off sites outside the group', async () => {
    const photo = (
      await payload.find({
        collection: 'media',
        where: {
          and: [{ tenant: { equals: group.id } }, { alt: { equals: 'Group finance: one application for every site' } }],
        },
        ...asAdmin,
      })
    ).docs[0]!
    const readOn = (host: string) =>
      payload
        .findByID({ collection: 'media', id: photo.id, overrideAccess: false, req: requestOnHost(host), depth: 0 })
        .then(
          (doc) => doc.id,
          (error: { status?: number }) => error.status,
        )
    expect(await readOn('outback-cars.localhost')).toBe(photo.id)
    expect(await readOn('southern-cross.localhost')).toBe(photo.id)
    expect(await readOn('harbour-toyota.localhost')).toBe(404)
    // A member's own pictures do not become the group's.
    const memberPicture = (
      await payload.find({ collection: 'media', where: { tenant: { equals: member.id } }, limit: 1, ...asAdmin })
    ).docs[0]!
    const onGroup = await payload
      .findByID({
        collection: 'media',
        id: memberPicture.id,
        overrideAccess: false,
        req: requestOnHost('southern-cross.localhost'),
      })
      .then(
        () => 'read',
        (error: { status?: number }) => error.status,
      )
    expect(onGroup).toBe(404)
  })

  it('over REST and GraphQL too, an anonymous visitor gets the group’s photo on a member site and not outside the group', async () => {
    const alt = 'Group finance: one application for every site'
    const photo = (
      await payload.find({
        collection: 'media',
        where: { and: [{ tenant: { equals: group.id } }, { alt: { equals: alt } }] },
        ...asAdmin,
      })
    ).docs[0]!
    const rest = async (host: string, path: string) =>
      (
        await GET(new NextRequest(`http://${host}${path}`, { headers: { host } }), {
          params: Promise.resolve({ slug: path.replace(/^\/api\//, '').split('/') }),
        })
      ).status
    const graphql = async (host: string) => {
      const response = await GRAPHQL(
        new NextRequest(`http://${host}/api/graphql`, {
          method: 'POST',
          headers: { host, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `{ allMedia(where: { alt: { equals: ${JSON.stringify(alt)} } }) { docs { id } } }`,
          }),
        }),
      )
      const body = (await response.json()) as { data?: { allMedia?: { docs: unknown[] } } }
      return body.data?.allMedia?.docs.length
    }
    expect(await rest('outback-cars.localhost', `/api/media/${photo.id}`)).toBe(200)
    expect(await rest('outback-cars.localhost', `/api/media/file/${photo.filename}`)).toBe(200)
    expect(await rest('harbour-toyota.localhost', `/api/media/${photo.id}`)).toBe(404)
    expect(await rest('harbour-toyota.localhost', `/api/media/file/${photo.filename}`)).toBe(403)
    expect(await graphql('outback-cars.localhost')).toBe(1)
    expect(await graphql('harbour-toyota.localhost')).toBe(0)
  })

  it('an unshared group offer and a shared draft stay off member sites', async () => {
    await groupOffer({ name: 'Group-only deal', shareWithGroup: false })
    await groupOffer({ name: 'Shared draft', shareWithGroup: true, _status: 'draft' })
    const onMember = await offerNamesOn('outback-cars.localhost')
    expect(onMember).not.toContain('Group-only deal')
    expect(onMember).not.toContain('Shared draft')
  })

  it('only a dealer group’s offers can be shared, and only its member sites excluded', async () => {
    expect(
      await rejection(
        payload.create({
          collection: 'offers',
          data: {
            tenant: toyota.id,
            name: 'Not a group',
            category: 'Finance offer',
            startDate: isoInDays(0),
            startDate_tz: 'Australia/Sydney',
            shareWithGroup: true,
          },
          ...asAdmin,
        }),
      ),
    ).toMatch(/Only a dealer group’s offers can be shared/)
    expect(
      await rejection(groupOffer({ name: 'Bad exclusion', shareWithGroup: true, excludedSites: [toyota.id] })),
    ).toMatch(/Only sites that belong to this dealer group can be excluded/)
  })
})

describe('dealer group membership', () => {
  it('a site can only join a site with the group template, never itself or as a group', async () => {
    expect(
      await rejection(
        payload.update({ collection: 'tenants', id: member.id, data: { dealerGroup: toyota.id }, ...asAdmin }),
      ),
    ).toMatch(/is not a dealer group/)
    expect(
      await rejection(
        payload.update({ collection: 'tenants', id: group.id, data: { dealerGroup: group.id }, ...asAdmin }),
      ),
    ).toMatch(/cannot be its own dealer group|cannot belong to another dealer group/)
  })

  it('group staff read (to exclude) but cannot edit member sites; members see their group; only platform admins set membership', async () => {
    const groupEditor: User = await userByEmail(payload, 'editor@southern-cross.test')
    const memberEditor: User = await userByEmail(payload, 'editor@outback-cars.test')
    const sitesFor = async (user: User) =>
      (await payload.find({ collection: 'tenants', user, overrideAccess: false, limit: 0, pagination: false })).docs
        .map((t) => t.slug)
        .sort()
    expect(await sitesFor(groupEditor)).toEqual(['outback-cars', 'southern-cross'])
    expect(await sitesFor(memberEditor)).toEqual(['outback-cars', 'southern-cross'])
    const toyotaEditor = await userByEmail(payload, 'editor@harbour-toyota.test')
    expect(await sitesFor(toyotaEditor)).toEqual(['harbour-toyota'])

    const renamed = await payload
      .update({
        collection: 'tenants',
        id: member.id,
        data: { name: 'Taken over' },
        user: groupEditor,
        overrideAccess: false,
      })
      .then(
        () => true,
        () => false,
      )
    expect(renamed).toBe(false)

    const memberAdmin = await payload.create({
      collection: 'users',
      data: {
        email: 'admin@outback-cars.test',
        password: 'pw-123456',
        tenants: [{ tenant: member.id, roles: ['dealer-admin'] }],
      },
      ...asAdmin,
    })
    await payload.update({
      collection: 'tenants',
      id: member.id,
      data: { dealerGroup: null, name: 'Outback Cars & Caravans Pty Ltd' },
      user: { ...memberAdmin, collection: 'users' } as User,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'tenants', id: member.id, depth: 0, ...asAdmin })
    expect(String(stored.dealerGroup)).toBe(String(group.id))
    expect(stored.name).toBe('Outback Cars & Caravans Pty Ltd')
  })
})
