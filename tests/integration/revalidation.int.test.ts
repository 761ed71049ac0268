// Which public-site cache tags a save expires (collections/hooks/revalidate.ts). The
// end-to-end test proves the site then shows the change; this pins down the scope.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { staleTags } from '@collections/hooks/revalidate'
import { contentTag, MANUFACTURERS_TAG, pageTag, SITES_TAG, tenantTag } from '@tenants/cacheTags'
import { seededPayload, tenantBySlug } from './payload'

let payload: Payload
let req: PayloadRequest
let toyota: Tenant
let group: Tenant
let member: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  req = { payload } as PayloadRequest
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  member = await tenantBySlug(payload, 'outback-cars')
})

afterAll(async () => {
  await payload.destroy()
})

describe('cache tags a save expires', () => {
  it('a page: its tenant’s page tags for the old and the new slug, nothing of other tenants', async () => {
    const tags = await staleTags(
      'pages',
      [
        { tenant: toyota.id, slug: 'finance-specials' },
        { tenant: toyota.id, slug: 'finance' },
      ],
      req,
    )
    expect(tags).toEqual(
      expect.arrayContaining([
        pageTag(toyota.id, 'finance-specials'),
        pageTag(toyota.id, 'finance'),
        contentTag(toyota.id, 'pages'),
        // Rich text elsewhere may link to the page (by reference, rendered with its slug).
        contentTag(toyota.id, 'offers'),
        contentTag(toyota.id, 'legal-pages'),
        contentTag(toyota.id, 'car-page-tabs'),
      ]),
    )
    expect(tags.some((tag) => tag.startsWith(`t:${group.id}:`) || tag.startsWith(`t:${member.id}:`))).toBe(false)
  })

  it('a group’s shared offer: the offers of the group and of every member site', async () => {
    const shared = await staleTags('offers', [{ tenant: group.id, shareWithGroup: true }], req)
    // Rich text (pages, legal pages, the car page tabs) and the header menu link to offers by reference.
    const linking = [
      contentTag(group.id, 'pages'),
      contentTag(group.id, 'legal-pages'),
      contentTag(group.id, 'navigation'),
      contentTag(group.id, 'car-page-tabs'),
    ]
    expect(shared.sort()).toEqual([contentTag(group.id, 'offers'), contentTag(member.id, 'offers'), ...linking].sort())
    const unshared = await staleTags('offers', [{ tenant: group.id, shareWithGroup: false }], req)
    expect(unshared.sort()).toEqual([contentTag(group.id, 'offers'), ...linking].sort())
  })

  it('a model also refreshes offers and menus; a review refreshes location ratings', async () => {
    expect(await staleTags('models', [{ tenant: toyota.id }], req)).toEqual(
      expect.arrayContaining([
        contentTag(toyota.id, 'models'),
        contentTag(toyota.id, 'offers'),
        contentTag(toyota.id, 'navigation'),
      ]),
    )
    expect(await staleTags('reviews', [{ tenant: toyota.id }], req)).toContain(contentTag(toyota.id, 'locations'))
    // A renamed page moves the menu link that points at it.
    expect(await staleTags('pages', [{ tenant: toyota.id, slug: 'about-us' }], req)).toContain(
      contentTag(toyota.id, 'navigation'),
    )
  })

  it('a site’s settings: host lookups and everything of that site; media: everything of its tenant; manufacturers: the shared tag', async () => {
    expect((await staleTags('tenants', [{ id: toyota.id }], req)).sort()).toEqual(
      [SITES_TAG, tenantTag(toyota.id)].sort(),
    )
    expect(await staleTags('media', [{ tenant: member.id }], req)).toContain(tenantTag(member.id))
    expect(await staleTags('manufacturers', [{ id: 1 }], req)).toEqual([MANUFACTURERS_TAG])
  })

  it('saving outside a Next server (seed, CLI, jobs) succeeds without a cache to expire', async () => {
    const offer = (
      await payload.find({
        collection: 'offers',
        where: { tenant: { equals: toyota.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const saved = await payload.update({
      collection: 'offers',
      id: offer.id,
      data: { enquireLabel: 'Ask about this offer' },
      overrideAccess: true,
    })
    expect(saved.enquireLabel).toBe('Ask about this offer')
  })
})
