import type { CollectionSlug, Payload, Where } from 'payload'
import type { Tenant } from '@/payload-types'
import { financeLink } from '@/domain/siteLinks'
import { slugify } from '@/domain/slug'
import { bannerSvg, paragraphsRichText } from './assets'
import { modelPhoto, offerPhoto } from './photos/demoImages'
import { modelShape } from './content/modelShapes'
import { legalPages } from './content/legal'
import { demoCarPageTabs } from './content/carPageTabs'
import { tabSectionName } from '@/domain/carPageTabs'
import { DEMO_MARKETING } from './content/marketing'
import { aboutPage } from './content/aboutPage'
import { brandPages, buyersTipsPage } from './content/brandPages'
import { feedbackSurveyPage } from './content/feedbackSurveyPage'
import { financePage } from './content/financePage'
import { careersPage } from './content/careersPage'
import { fleetPage } from './content/fleetPage'
import { servicePage, tradeInPage } from './content/servicePages'
import { MANUFACTURER_NAMES } from './content/manufacturers'
import { BADGED_MAKES, makeBadge } from './makeBadges'
import { standardNavigation, toyotaNavigation } from './content/navigation'
import { TOYOTA_MODELS, TOYOTA_SERVICE_PRICES } from './content/toyota'
import { GROUP_MODELS } from './content/groupModels'
import type { DemoTenant } from './demoTenants'
import type { SeedReport } from './report'

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** Creates `data` in `collection` unless a document matching `where` exists; returns the id either way. */
async function createMissing(
  payload: Payload,
  report: SeedReport,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  label: string,
  file?: { data: Buffer; mimetype: string; name: string; size: number },
): Promise<string | number> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true })
  if (docs[0]) return docs[0].id
  const created = await payload.create({
    collection,
    data: data as never,
    overrideAccess: true,
    ...(file ? { file } : {}),
  })
  report.created.push(label)
  return created.id
}

const ofTenant = (tenant: Tenant, where: Where): Where => ({ and: [{ tenant: { equals: tenant.id } }, where] })

export async function seedManufacturers(payload: Payload, report: SeedReport) {
  const { docs } = await payload.find({
    collection: 'manufacturers',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = new Map(docs.map((d) => [d.name, d]))
  const missing = MANUFACTURER_NAMES.filter((name) => !existing.has(name))
  for (const name of missing) {
    const file = BADGED_MAKES.includes(name) ? await makeBadge(name) : undefined
    await payload.create({
      collection: 'manufacturers',
      data: { name, slug: slugify(name) },
      overrideAccess: true,
      ...(file ? { file } : {}),
    })
  }
  if (missing.length) report.created.push(`${missing.length} manufacturers`)
  // A make seeded before the demo had badges gets one; a logo someone uploaded is kept.
  const unbadged = BADGED_MAKES.filter((name) => existing.has(name) && !existing.get(name)!.filename)
  for (const name of unbadged) {
    await payload.update({
      collection: 'manufacturers',
      id: existing.get(name)!.id,
      data: {},
      file: await makeBadge(name),
      overrideAccess: true,
    })
  }
  if (unbadged.length) report.created.push(`${unbadged.length} make badges`)
}

async function manufacturerId(payload: Payload, name: string) {
  const { docs } = await payload.find({
    collection: 'manufacturers',
    where: { name: { equals: name } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]?.id
}

/** Models, service prices, offers, promotions and reviews of one demo dealer. */
export async function seedTenantContent(
  payload: Payload,
  report: SeedReport,
  demo: DemoTenant,
  tenant: Tenant,
  sites: Map<string, Tenant>,
) {
  const contactPath = demo.settings.links?.contactPath ?? '/contact-us'
  const modelIds = new Map<string, string | number>()
  // One range picture per body shape, shared by the models of that shape.
  const pictures = new Map<string, string | number>()
  const modelPicture = async (model: { name: string; category?: string | null }) => {
    const shape = modelShape(model)
    const existing = pictures.get(shape)
    if (existing !== undefined) return existing
    const alt = `${shape === 'suv' ? 'An SUV' : `A ${shape}`} from the ${demo.name} range`
    const id = await createMissing(
      payload,
      report,
      'media',
      ofTenant(tenant, { alt: { equals: alt } }),
      { tenant: tenant.id, alt },
      `model picture ${shape}`,
      await modelPhoto(demo.slug, shape),
    )
    pictures.set(shape, id)
    return id
  }
  if (demo.template === 'brand') {
    const toyota = await manufacturerId(payload, 'Toyota')
    for (const [index, model] of TOYOTA_MODELS.entries()) {
      const id = await createMissing(
        payload,
        report,
        'models',
        ofTenant(tenant, { name: { equals: model.name } }),
        { ...model, tenant: tenant.id, manufacturer: toyota, sortOrder: index, image: await modelPicture(model) },
        `model ${model.name}`,
      )
      modelIds.set(model.name, id)
    }
    for (const row of TOYOTA_SERVICE_PRICES) {
      const where: Where = row.isDefault ? { isDefault: { equals: true } } : { models: { in: row.models ?? [] } }
      await createMissing(
        payload,
        report,
        'service-prices',
        ofTenant(tenant, where),
        { ...row, tenant: tenant.id },
        `service price ${row.models?.join('/') ?? 'default'}`,
      )
    }
  }
  if (demo.template === 'group') {
    // The group's range, so its /models page and brand strip list each brand's models.
    for (const [index, model] of GROUP_MODELS.entries()) {
      const { make, ...fields } = model
      await createMissing(
        payload,
        report,
        'models',
        ofTenant(tenant, { name: { equals: model.name } }),
        {
          ...fields,
          tenant: tenant.id,
          manufacturer: await manufacturerId(payload, make),
          sortOrder: index,
          image: await modelPicture(model),
        },
        `model ${make} ${model.name}`,
      )
    }
  }

  const navigation =
    demo.template === 'brand'
      ? toyotaNavigation(demo.name, { contactPath })
      : standardNavigation(
          demo.name,
          demo.settings.links?.contactPath ?? '/contact-us',
          demo.template === 'independent',
          Boolean(demo.settings.features?.favourites && demo.settings.features.compare),
        )
  await createMissing(
    payload,
    report,
    'navigation',
    { tenant: { equals: tenant.id } },
    { tenant: tenant.id, ...navigation },
    `navigation of ${demo.slug}`,
  )

  for (const section of demoCarPageTabs(demo.name, demo.template)) {
    await createMissing(
      payload,
      report,
      'car-page-tabs',
      ofTenant(tenant, { name: { equals: tabSectionName(section.tab, section.showFor) } }),
      {
        tenant: tenant.id,
        tab: section.tab,
        showFor: section.showFor,
        content: paragraphsRichText(section.paragraphs),
      },
      `car page tab ${section.tab} (${section.showFor.join(', ') || 'every car'}) of ${demo.slug}`,
    )
  }

  for (const page of legalPages(demo.settings.identity?.legalName ?? demo.name, demo.name)) {
    await createMissing(
      payload,
      report,
      'legal-pages',
      ofTenant(tenant, { kind: { equals: page.kind } }),
      {
        tenant: tenant.id,
        kind: page.kind,
        title: page.title,
        body: paragraphsRichText(page.paragraphs),
        _status: 'published',
      },
      `${page.kind} of ${demo.slug}`,
    )
  }

  await createMissing(
    payload,
    report,
    'pages',
    ofTenant(tenant, { slug: { equals: 'about-us' } }),
    { tenant: tenant.id, ...aboutPage(demo.name), _status: 'published' },
    `about page of ${demo.slug}`,
  )
  await createMissing(
    payload,
    report,
    'pages',
    ofTenant(tenant, { slug: { equals: 'car-finance' } }),
    { tenant: tenant.id, ...financePage(demo.name, financeLink(demo.settings.links ?? {})), _status: 'published' },
    `car finance page of ${demo.slug}`,
  )
  // The group's and the independent's own service and trade-in pages (the brand dealer's are among its brand pages).
  if (demo.template !== 'brand') {
    for (const page of [tradeInPage(demo.name), servicePage(demo.name, contactPath)]) {
      await createMissing(
        payload,
        report,
        'pages',
        ofTenant(tenant, { slug: { equals: page.slug } }),
        { tenant: tenant.id, ...page, _status: 'published' },
        `${page.slug} page of ${demo.slug}`,
      )
    }
  }
  // Pages the demo menus and promo cards link to.
  const linkedPages = [
    ...(demo.template === 'brand' ? brandPages(demo.name, contactPath, modelIds.get('RAV4')) : []),
    ...(demo.template === 'independent' ? [buyersTipsPage(demo.name, contactPath)] : []),
  ]
  for (const page of linkedPages) {
    await createMissing(
      payload,
      report,
      'pages',
      ofTenant(tenant, { slug: { equals: page.slug } }),
      { tenant: tenant.id, ...page, _status: 'published' },
      `${page.slug} page of ${demo.slug}`,
    )
  }
  await createMissing(
    payload,
    report,
    'pages',
    ofTenant(tenant, { slug: { equals: 'fleet' } }),
    { tenant: tenant.id, ...fleetPage(demo.name), _status: 'published' },
    `fleet page of ${demo.slug}`,
  )
  await createMissing(
    payload,
    report,
    'pages',
    ofTenant(tenant, { slug: { equals: 'careers' } }),
    { tenant: tenant.id, ...careersPage(demo.name), _status: 'published' },
    `careers page of ${demo.slug}`,
  )
  await createMissing(
    payload,
    report,
    'pages',
    ofTenant(tenant, { slug: { equals: 'customer-feedback-survey' } }),
    { tenant: tenant.id, ...feedbackSurveyPage(demo.name), _status: 'published' },
    `feedback survey page of ${demo.slug}`,
  )

  const marketing = DEMO_MARKETING[demo.slug]
  if (!marketing) return
  for (const [index, offer] of marketing.offers.entries()) {
    const image = await createMissing(
      payload,
      report,
      'media',
      ofTenant(tenant, { alt: { equals: offer.name } }),
      { tenant: tenant.id, alt: offer.name },
      `offer image ${offer.name}`,
      await offerPhoto(demo.slug, index, demo.theme.primaryColour, offer.shape),
    )
    await createMissing(
      payload,
      report,
      'offers',
      ofTenant(tenant, { name: { equals: offer.name } }),
      {
        tenant: tenant.id,
        name: offer.name,
        category: offer.category,
        description: paragraphsRichText(offer.description),
        disclaimer: offer.disclaimer,
        startDate: inDays(offer.startsInDays),
        endDate: offer.endsInDays === undefined ? undefined : inDays(offer.endsInDays),
        model: offer.model ? modelIds.get(offer.model) : undefined,
        manufacturer: offer.manufacturer ? await manufacturerId(payload, offer.manufacturer) : undefined,
        image,
        shareWithGroup: offer.shareWithGroup ?? false,
        excludedSites: (offer.excludedSites ?? []).map((slug) => sites.get(slug)!.id),
        _status: 'published',
      },
      `offer ${offer.name}`,
    )
  }
  const colours = { background: demo.theme.primaryColour, text: '#ffffff' }
  for (const card of marketing.promoCards) {
    const image = await createMissing(
      payload,
      report,
      'media',
      ofTenant(tenant, { alt: { equals: card.title } }),
      { tenant: tenant.id, alt: card.title },
      `promo image ${card.title}`,
      (() => {
        const data = bannerSvg(card.title, colours)
        return { data, mimetype: 'image/svg+xml', name: `${demo.slug}-${slugify(card.title)}.svg`, size: data.length }
      })(),
    )
    await createMissing(
      payload,
      report,
      'promo-cards',
      ofTenant(tenant, { title: { equals: card.title } }),
      {
        tenant: tenant.id,
        title: card.title,
        image,
        link: card.link,
        positions: card.positions,
        display: card.display,
        start: inDays(-1),
        expiry: inDays(card.days),
      },
      `promo card ${card.title}`,
    )
  }
  for (const popup of marketing.popups) {
    await createMissing(
      payload,
      report,
      'promo-popups',
      ofTenant(tenant, { title: { equals: popup.title } }),
      { tenant: tenant.id, ...popup, start: inDays(-1), expiry: inDays(popup.days) },
      `popup ${popup.title}`,
    )
  }
  for (const review of marketing.reviews) {
    const { docs } = await payload.find({
      collection: 'locations',
      where: ofTenant(tenant, { name: { equals: review.location } }),
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0]) continue
    await createMissing(
      payload,
      report,
      'reviews',
      ofTenant(tenant, {
        and: [{ customerName: { equals: review.customerName } }, { location: { equals: docs[0].id } }],
      }),
      {
        tenant: tenant.id,
        location: docs[0].id,
        customerName: review.customerName,
        rating: review.rating,
        text: review.text,
        reviewDate: inDays(-review.daysAgo),
        replyText: review.reply,
        replyDate: review.reply ? inDays(-review.daysAgo + 1) : undefined,
      },
      `review by ${review.customerName}`,
    )
  }
}
