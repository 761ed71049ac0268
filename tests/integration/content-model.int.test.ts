import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { servicePriceFor } from '@/domain/serviceAdvantage'
import { requestOnHost, seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let toyota: Tenant
let group: Tenant
let editorA: User
let viewerA: User

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  editorA = await userByEmail(payload, 'editor@harbour-toyota.test')
  await payload.create({
    collection: 'users',
    data: {
      email: 'viewer@harbour-toyota.test',
      password: 'pw-123456',
      tenants: [{ tenant: toyota.id, roles: ['viewer'] }],
    },
    overrideAccess: true,
  })
  viewerA = await userByEmail(payload, 'viewer@harbour-toyota.test')
})

afterAll(async () => {
  await payload.destroy()
})

async function messages(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) => e,
  )
  expect(error, 'expected the save to be rejected').not.toBeNull()
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? ''
}

const asAdmin = { overrideAccess: true } as const
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('seeded content', () => {
  it('holds about 140 shared manufacturers and the Toyota range', async () => {
    expect((await payload.count({ collection: 'manufacturers', ...asAdmin })).totalDocs).toBeGreaterThanOrEqual(140)
    const models = await payload.find({
      collection: 'models',
      where: { tenant: { equals: toyota.id } },
      ...asAdmin,
      limit: 0,
      pagination: false,
    })
    expect(models.docs.map((m) => m.name)).toEqual(
      expect.arrayContaining(['RAV4', 'HiLux', 'LandCruiser Prado', 'bZ4X']),
    )
  })

  it('seeds the Toyota Service Advantage table exactly as the spec lists it', async () => {
    const { docs } = await payload.find({
      collection: 'service-prices',
      where: { tenant: { equals: toyota.id } },
      ...asAdmin,
      limit: 0,
      pagination: false,
    })
    const price = (model: string) => servicePriceFor(model, docs)
    expect(price('Camry')).toMatchObject({
      pricePerService: 255,
      years: 5,
      services: 5,
      intervalMonths: 12,
      intervalKm: 15_000,
      rangeKm: 75_000,
    })
    expect(price('Some new model')).toMatchObject({
      isDefault: true,
      pricePerService: 250,
      years: 5,
      services: 5,
      rangeKm: 75_000,
    })
    expect(price('Coaster')).toMatchObject({
      pricePerService: 485,
      years: 3,
      services: 6,
      intervalMonths: 6,
      intervalKm: 10_000,
    })
    expect(price('Granvia')?.pricePerService).toBe(290)
    expect(price('LandCruiser Prado')).toMatchObject({ pricePerService: 390, years: 5, services: 10, rangeKm: 100_000 })
    expect(price('LandCruiser 70')?.pricePerService).toBe(525)
    expect(price('Tundra')?.pricePerService).toBe(400)
    expect(price('bZ4X')?.pricePerService).toBe(180)
    expect(price('Corolla Hatch')?.pricePerService).toBe(245)
    expect(price('Yaris')?.pricePerService).toBe(245)
    expect(price('C-HR')?.pricePerService).toBe(250)
    expect(price('RAV4')?.pricePerService).toBe(260)
    expect(price('Kluger')?.pricePerService).toBe(265)
  })

  it('keeps review aggregates current on the location and the dealer', async () => {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { name: { equals: 'Harbour City Toyota - Sales' } },
      ...asAdmin,
    })
    const sales = docs[0]!
    expect(sales.reviews).toMatchObject({ averageRating: 4.8, count: 2 }) // 5 and 4.5
    const review = await payload.create({
      collection: 'reviews',
      data: {
        tenant: toyota.id,
        location: sales.id,
        customerName: 'New customer',
        rating: 2,
        text: 'Slow.',
        reviewDate: isoInDays(0),
      },
      ...asAdmin,
    })
    const after = await payload.findByID({ collection: 'locations', id: sales.id, ...asAdmin })
    expect(after.reviews).toMatchObject({ averageRating: 3.8, count: 3 })
    const dealer = await payload.findByID({ collection: 'tenants', id: toyota.id, ...asAdmin })
    expect(dealer.reviews).toMatchObject({ count: 5, minimumRating: 4 })
    await payload.delete({ collection: 'reviews', id: review.id, ...asAdmin })
    expect((await payload.findByID({ collection: 'locations', id: sales.id, ...asAdmin })).reviews).toMatchObject({
      averageRating: 4.8,
      count: 2,
    })
  })
})

describe('validation', () => {
  it('offers end after they start', async () => {
    const message = await messages(
      payload.create({
        collection: 'offers',
        data: {
          tenant: toyota.id,
          name: 'Backwards',
          category: 'Finance offer',
          startDate: isoInDays(10),
          startDate_tz: 'Australia/Sydney',
          endDate: isoInDays(2),
          _status: 'published',
        },
        ...asAdmin,
      }),
    )
    expect(message).toContain('The end date must be after the start date.')
  })

  it('promo cards need an expiry after the start and distinct whole positions', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { tenant: { equals: toyota.id } },
      limit: 1,
      ...asAdmin,
    })
    const message = await messages(
      payload.create({
        collection: 'promo-cards',
        data: {
          tenant: toyota.id,
          title: 'Bad card',
          image: docs[0]!.id,
          link: 'special-offers',
          positions: [4, 4],
          start: isoInDays(5),
          start_tz: 'Australia/Sydney',
          expiry: isoInDays(1),
          expiry_tz: 'Australia/Sydney',
        },
        ...asAdmin,
      }),
    )
    expect(message).toContain('The expiry must be after the start.')
    expect(message).toContain('Each position can appear only once.')
    expect(message).toContain('Enter a path starting with / or a full https:// address.')
  })

  it('pages cannot take the address of a page the site builds itself', async () => {
    const message = await messages(
      payload.create({
        collection: 'pages',
        data: { tenant: toyota.id, title: 'Finance', slug: 'finance', _status: 'published' },
        user: editorA,
        overrideAccess: false,
      }),
    )
    expect(message).toContain('The address /finance is a page the site builds itself')
  })

  it('promo popups need an expiry', async () => {
    const message = await messages(
      payload.create({
        collection: 'promo-popups',
        data: { tenant: toyota.id, title: 'No end', link: '/x' } as never,
        ...asAdmin,
      }),
    )
    expect(message).toMatch(/expiry/i)
  })

  it('service prices have one default row per dealer and one price per model', async () => {
    const base = {
      tenant: toyota.id,
      pricePerService: 100,
      years: 1,
      services: 1,
      intervalMonths: 12,
      intervalKm: 10_000,
      rangeKm: 10_000,
    }
    expect(
      await messages(payload.create({ collection: 'service-prices', data: { ...base, isDefault: true }, ...asAdmin })),
    ).toContain('already has a default row')
    expect(
      await messages(payload.create({ collection: 'service-prices', data: { ...base, models: ['rav4'] }, ...asAdmin })),
    ).toContain('Already priced in another row: rav4.')
    expect(await messages(payload.create({ collection: 'service-prices', data: base, ...asAdmin }))).toContain(
      'Name the models',
    )
    // Another dealer has its own table.
    await expect(
      payload.create({
        collection: 'service-prices',
        data: { ...base, tenant: group.id, isDefault: true },
        ...asAdmin,
      }),
    ).resolves.toBeTruthy()
  })

  it('review ratings are 1 to 5 with one decimal', async () => {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: toyota.id } },
      limit: 1,
      ...asAdmin,
    })
    const review = (rating: number) =>
      payload.create({
        collection: 'reviews',
        data: {
          tenant: toyota.id,
          location: docs[0]!.id,
          customerName: 'X',
          rating,
          text: 'x',
          reviewDate: isoInDays(0),
        },
        ...asAdmin,
      })
    expect(await messages(review(4.25))).toContain('at most one decimal place')
    expect(await messages(review(6))).toContain('between 1 and 5')
  })
})

describe('access to the content collections', () => {
  const tenantScoped: CollectionSlug[] = [
    'offers',
    'promo-cards',
    'promo-popups',
    'models',
    'service-prices',
    'car-page-tabs',
    'reviews',
    'locations',
  ]

  it.each(tenantScoped)(
    '%s: a tenant-A editor sees and changes only tenant A; a viewer changes nothing',
    async (collection) => {
      const seen = await payload.find({
        collection,
        user: editorA,
        overrideAccess: false,
        limit: 0,
        pagination: false,
        depth: 0,
      })
      expect(seen.docs.length).toBeGreaterThan(0)
      expect(seen.docs.every((d) => String((d as { tenant?: unknown }).tenant) === String(toyota.id))).toBe(true)

      const { docs: groupDocs } = await payload.find({
        collection,
        where: { tenant: { equals: group.id } },
        limit: 1,
        ...asAdmin,
      })
      if (groupDocs[0]) {
        const denied = await payload
          .delete({ collection, id: groupDocs[0].id, user: editorA, overrideAccess: false })
          .then(
            () => false,
            () => true,
          )
        expect(denied).toBe(true)
      }
      const ownDoc = seen.docs[0]!
      const viewerDenied = await payload
        .delete({ collection, id: ownDoc.id, user: viewerA, overrideAccess: false })
        .then(
          () => false,
          () => true,
        )
      expect(viewerDenied).toBe(true)
    },
  )

  it('manufacturers: anyone reads, only platform admins write', async () => {
    const { docs } = await payload.find({
      collection: 'manufacturers',
      overrideAccess: false,
      req: requestOnHost('harbour-toyota.localhost'),
      limit: 1,
    })
    expect(docs).toHaveLength(1)
    const editorWrite = await payload
      .update({
        collection: 'manufacturers',
        id: docs[0]!.id,
        data: { name: 'Renamed' },
        user: editorA,
        overrideAccess: false,
      })
      .then(
        () => true,
        () => false,
      )
    expect(editorWrite).toBe(false)
    const admin = await userByEmail(payload, 'admin@platform.test')
    await expect(
      payload.create({
        collection: 'manufacturers',
        data: { name: 'Brand New Make', slug: '' },
        user: admin,
        overrideAccess: false,
      }),
    ).resolves.toMatchObject({ slug: 'brand-new-make' })
  })

  it('anonymous visitors see published offers of the host’s dealer only, never drafts', async () => {
    await payload.create({
      collection: 'offers',
      data: {
        tenant: toyota.id,
        name: 'Secret draft offer',
        category: 'New vehicle offer',
        startDate: isoInDays(0),
        startDate_tz: 'Australia/Sydney',
        _status: 'draft',
      },
      draft: true,
      ...asAdmin,
    })
    const { docs } = await payload.find({
      collection: 'offers',
      overrideAccess: false,
      req: requestOnHost('harbour-toyota.localhost'),
      limit: 0,
      pagination: false,
      depth: 0,
    })
    expect(docs.map((d) => d.name)).toContain('RAV4 Hybrid: 3.99% p.a. comparison rate')
    expect(docs.map((d) => d.name)).not.toContain('Secret draft offer')
    expect(docs.map((d) => d.name)).not.toContain('Kia Sportage: drive-away pricing')
  })
})

describe('relationship and upload pickers', () => {
  it('an editor cannot attach another dealer’s model or image to their content', async () => {
    const groupEditor = await userByEmail(payload, 'editor@southern-cross.test')
    const toyotaModel = (
      await payload.find({ collection: 'models', where: { tenant: { equals: toyota.id } }, limit: 1, ...asAdmin })
    ).docs[0]!
    const toyotaImage = (
      await payload.find({ collection: 'media', where: { tenant: { equals: toyota.id } }, limit: 1, ...asAdmin })
    ).docs[0]!
    const base = {
      tenant: group.id,
      category: 'New vehicle offer',
      startDate: isoInDays(0),
      startDate_tz: 'Australia/Sydney',
    } as const
    const attempt = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'offers',
        data: { ...base, ...data } as never,
        user: groupEditor,
        overrideAccess: false,
      })
    expect(await messages(attempt({ name: 'Borrowed model', model: toyotaModel.id }))).toMatch(
      /belongs to another dealer site/,
    )
    expect(await messages(attempt({ name: 'Borrowed image', image: toyotaImage.id }))).toMatch(
      /belongs to another dealer site/,
    )
  })
})

describe('media', () => {
  it('keeps a small SVG logo inline from the uploaded file only, never from the request', async () => {
    const seededLogo = typeof toyota.theme?.logo === 'object' ? toyota.theme.logo : null
    expect(seededLogo?.inlineSvg).toMatch(/^data:image\/svg\+xml,%3Csvg/)

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    )
    const uploaded = await payload.create({
      collection: 'media',
      data: { alt: 'Badge', tenant: toyota.id, inlineSvg: 'data:image/svg+xml,<svg onload="alert(1)"/>' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'badge.svg', size: svg.length },
      user: editorA,
      overrideAccess: false,
    })
    expect(decodeURIComponent(uploaded.inlineSvg!.slice('data:image/svg+xml,'.length))).toBe(svg.toString())

    // Editing the alt text keeps it; a request cannot replace it with its own address.
    const edited = await payload.update({
      collection: 'media',
      id: uploaded.id,
      data: { alt: 'Dealer badge', inlineSvg: 'data:image/svg+xml,<svg/>' },
      user: editorA,
      overrideAccess: false,
    })
    expect(edited.inlineSvg).toBe(uploaded.inlineSvg)

    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    )
    const photo = await payload.create({
      collection: 'media',
      data: { alt: 'Photo', tenant: toyota.id },
      file: { data: png, mimetype: 'image/png', name: 'photo.png', size: png.length },
      ...asAdmin,
    })
    expect(photo.inlineSvg ?? null).toBeNull()
  })
})
