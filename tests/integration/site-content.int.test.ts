import type { Payload } from 'payload'
import { pickedLinkHref } from '@/domain/pickedLinks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { regulatorsFor } from '@/domain/states'
import { siteRedirectFor } from '@/content/redirects'
import { getPublishedPage } from '@/content/pages'
import { SiteRichText } from '@/components/SiteRichText'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { requestOnHost, seededPayload, tenantBySlug } from './payload'

let payload: Payload
let toyota: Tenant
let group: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
})

afterAll(async () => {
  await payload.destroy()
})

const asAdmin = { overrideAccess: true } as const

async function messages(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) => e,
  )
  expect(error, 'expected the save to be rejected').not.toBeNull()
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? ''
}

describe('navigation', () => {
  it('seeds the spec’s Toyota header and footer for the Toyota dealer', async () => {
    const { docs } = await payload.find({
      collection: 'navigation',
      where: { tenant: { equals: toyota.id } },
      ...asAdmin,
    })
    const nav = docs[0]!
    expect(nav.header?.menu?.map((i) => i.label)).toEqual([
      'New Vehicles',
      'Our Stock',
      'Special Offers',
      'Finance',
      'Sell My Car',
      'Service',
      'Company',
    ])
    expect(nav.header?.menu?.find((i) => i.label === 'New Vehicles')?.blockType).toBe('menuModels')
    const company = nav.header?.menu?.find((i) => i.label === 'Company')
    expect(company?.blockType === 'menuGroup' ? company.links?.map((l) => l.link.url) : []).toEqual([
      '/about-us',
      '/contact',
      '/fleet',
      '/terms-and-conditions',
      '/pages/handling-complaint',
    ])
    expect(nav.header?.megaMenuSideLinks?.map((l) => l.label)).toEqual([
      'Our Stock',
      'Toyota Warranty Advantage',
      'Enquiries',
    ])
    expect(nav.footer?.groups?.map((g) => g.title)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Harbour City Toyota',
    ])
    expect(nav.footer?.groups?.[0]?.links?.map((l) => pickedLinkHref(l.goesTo))).toEqual([
      '/models',
      '/search/new-cars',
      '/search/demo-cars',
      '/search/used-cars',
      '/special-offers',
      '/pages/toyota-hybrids',
      '/fleet',
      // The site's own address, which sends trade-ins to the dealer's trade-in page or the manufacturer's.
      '/sell-my-car',
      '/book-test-drive',
    ])
  })

  it('is one document per dealer', async () => {
    expect(
      await messages(payload.create({ collection: 'navigation', data: { tenant: toyota.id }, ...asAdmin })),
    ).toContain('already has its navigation')
  })

  it('checks menu links', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    const { docs } = await payload.find({
      collection: 'navigation',
      where: { tenant: { equals: outback.id } },
      ...asAdmin,
    })
    const message = await messages(
      payload.update({
        collection: 'navigation',
        id: docs[0]!.id,
        data: {
          header: { menu: [{ blockType: 'menuLink', label: 'Broken', link: { type: 'url', url: 'www.example.com' } }] },
        },
        ...asAdmin,
      }),
    )
    expect(message).toContain('Enter a path starting with / or a full https:// address.')
    expect(
      await messages(
        payload.update({
          collection: 'navigation',
          id: docs[0]!.id,
          data: { header: { menu: [{ blockType: 'menuLink', label: 'Nothing picked', link: { type: 'page' } }] } },
          ...asAdmin,
        }),
      ),
    ).toContain('Choose the page to link to.')
    const stored = await payload.findByID({ collection: 'navigation', id: docs[0]!.id, ...asAdmin })
    expect(stored.header?.menu?.map((i) => i.label)).toContain('Our Stock')
  })

  it('links a menu item to a page picked from a list: renamed, the menu follows; another dealer’s page is refused', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    const nav = (
      await payload.find({ collection: 'navigation', where: { tenant: { equals: outback.id } }, ...asAdmin })
    ).docs[0]!
    const page = await payload.create({
      collection: 'pages',
      data: { tenant: outback.id, title: 'Caravan show', slug: 'caravan-show', _status: 'published' },
      ...asAdmin,
    })
    const menu = (nav.header?.menu ?? []).map((item) => ({ ...item, id: undefined }))
    await payload.update({
      collection: 'navigation',
      id: nav.id,
      data: {
        header: { menu: [...menu, { blockType: 'menuLink', label: 'Show', link: { type: 'page', page: page.id } }] },
      },
      ...asAdmin,
    })
    const hrefOfShow = async () => {
      const read = await payload.findByID({ collection: 'navigation', id: nav.id, depth: 1, ...asAdmin })
      const item = read.header?.menu?.find((i) => i.label === 'Show')
      return item?.blockType === 'menuLink' ? pickedLinkHref(item.link) : undefined
    }
    expect(await hrefOfShow()).toBe('/caravan-show')
    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'caravan-and-camping-show' }, ...asAdmin })
    expect(await hrefOfShow()).toBe('/caravan-and-camping-show')

    const harbourPage = (
      await payload.find({ collection: 'pages', where: { tenant: { equals: toyota.id } }, limit: 1, ...asAdmin })
    ).docs[0]!
    expect(
      await messages(
        payload.update({
          collection: 'navigation',
          id: nav.id,
          data: {
            header: {
              menu: [{ blockType: 'menuLink', label: 'Theirs', link: { type: 'page', page: harbourPage.id } }],
            },
          },
          ...asAdmin,
        }),
      ),
    ).toMatch(/another dealer|belongs to/i)
  })
})

describe('legal pages', () => {
  it('each dealer has its terms, privacy, complaints and unsubscribe pages, once each', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { tenant: { equals: group.id } },
      ...asAdmin,
      limit: 0,
      pagination: false,
    })
    expect(docs.map((d) => d.kind).sort()).toEqual(['complaints', 'privacy-policy', 'terms-of-use', 'unsubscribe'])
    const again = payload.create({
      collection: 'legal-pages',
      data: { tenant: group.id, kind: 'privacy-policy', title: 'Another', body: docs[0]!.body },
      ...asAdmin,
    })
    expect(await messages(again)).toContain('already has a “privacy-policy” page')
  })

  it('names the regulator of every state the dealer has a location in', async () => {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: group.id } },
      ...asAdmin,
      limit: 0,
      pagination: false,
    })
    expect(regulatorsFor(docs).map((r) => r.name)).toEqual(['NSW Fair Trading', 'Office of Fair Trading Queensland'])
  })

  it('anonymous visitors read only the host dealer’s published legal pages', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      overrideAccess: false,
      req: requestOnHost('southern-cross.localhost'),
      depth: 0,
      limit: 0,
      pagination: false,
    })
    expect(docs).toHaveLength(4)
    expect(docs.every((d) => String(d.tenant) === String(group.id))).toBe(true)
  })
})

describe('redirects', () => {
  it('takes a clean path and a target, once per path and dealer', async () => {
    const created = await payload.create({
      collection: 'redirects',
      data: { tenant: toyota.id, from: '/our-cars/', to: '/search/used-cars' },
      ...asAdmin,
    })
    expect(created.from).toBe('/our-cars')
    expect(
      await messages(
        payload.create({
          collection: 'redirects',
          data: { tenant: toyota.id, from: '/our-cars', to: '/x' },
          ...asAdmin,
        }),
      ),
    ).toContain('already a redirect from /our-cars')
    await expect(
      payload.create({ collection: 'redirects', data: { tenant: group.id, from: '/our-cars', to: '/x' }, ...asAdmin }),
    ).resolves.toBeTruthy()
    expect(
      await messages(
        payload.create({
          collection: 'redirects',
          data: { tenant: toyota.id, from: 'our-cars?x=1', to: 'nowhere' },
          ...asAdmin,
        }),
      ),
    ).toMatch(/Enter a path starting with \/, without \? or #.*Enter a path starting with \/ or a full https/)
  })

  it('refuses a redirect to its own path', async () => {
    expect(
      await messages(
        payload.create({
          collection: 'redirects',
          data: { tenant: toyota.id, from: '/loop', to: '/Loop/' },
          ...asAdmin,
        }),
      ),
    ).toContain('cannot go to its own path')
  })

  it('is looked up for the dealer whose site asks, never another dealer’s', async () => {
    await payload.create({
      collection: 'redirects',
      data: { tenant: toyota.id, from: '/spring-sale', to: '/special-offers', permanent: false },
      ...asAdmin,
    })
    expect(await siteRedirectFor(toyota, '/Spring-Sale/')).toEqual({
      from: '/spring-sale',
      to: '/special-offers',
      permanent: false,
    })
    expect(await siteRedirectFor(group, '/spring-sale')).toBeNull()
    expect(await siteRedirectFor(toyota, '/no-such-path')).toBeNull()
  })
})

describe('rich-text links to the dealer’s own pages', () => {
  const paragraphLinking = (pageId: number | string) => ({
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [
            {
              type: 'link',
              version: 3,
              format: '',
              indent: 0,
              direction: 'ltr',
              id: 'link-1',
              fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: pageId } },
              children: [
                { type: 'text', text: 'our summer sale', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
              ],
            },
          ],
        },
      ],
    },
  })
  const linkOn = async (slug: string) => {
    const page = await getPublishedPage(toyota, slug)
    const block = page!.layout!.find((b) => b.blockType === 'richText') as { content: SerializedEditorState }
    return renderToStaticMarkup(createElement(SiteRichText, { data: block.content }))
  }

  it('go to the linked page by its current address, and stop being links when it is unpublished', async () => {
    const sale = await payload.create({
      collection: 'pages',
      data: { tenant: toyota.id, title: 'Summer sale', slug: 'summer-sale', _status: 'published' },
      ...asAdmin,
    })
    await payload.create({
      collection: 'pages',
      data: {
        tenant: toyota.id,
        title: 'Why buy here',
        slug: 'why-buy-here',
        _status: 'published',
        layout: [{ blockType: 'richText', content: paragraphLinking(sale.id) as never }],
      },
      ...asAdmin,
    })
    expect(await linkOn('why-buy-here')).toContain('<a href="/summer-sale">our summer sale</a>')

    await payload.update({ collection: 'pages', id: sale.id, data: { slug: 'summer-at-harbour' }, ...asAdmin })
    expect(await linkOn('why-buy-here')).toContain('<a href="/summer-at-harbour">our summer sale</a>')

    await payload.update({ collection: 'pages', id: sale.id, data: { _status: 'draft' }, ...asAdmin })
    const unpublished = await linkOn('why-buy-here')
    expect(unpublished).toContain('our summer sale')
    expect(unpublished).not.toContain('<a')
  })
})
