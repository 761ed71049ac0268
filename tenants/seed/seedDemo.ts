import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import { stockSearchPath } from '@/domain/searchPaths'
import { heroPhoto } from './photos/demoImages'
import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { wordmarkSvg } from './assets'
import { DEMO_LOCATIONS } from './demoLocations'
import { seedManufacturers, seedTenantContent } from './seedContent'
import { demoPromotionsSlider } from './content/promotions'
import type { SeedReport } from './report'
import { DEMO_TENANTS, editorEmail, PLATFORM_ADMIN_EMAIL, type DemoTenant } from './demoTenants'

/**
 * Creates the demo dealers, their staff and home pages. Idempotent and non-destructive:
 * everything is looked up by its natural key first and only what is missing is created,
 * so a second run (or a run after editors changed things) changes nothing.
 */
export async function seedDemo(payload: Payload, password: string): Promise<SeedReport> {
  const report: SeedReport = { created: [], credentials: [], sites: [] }
  const ctx = { disableRevalidate: true }

  await ensureUser(payload, report, {
    email: PLATFORM_ADMIN_EMAIL,
    password,
    name: 'Platform Admin',
    roles: ['platform-admin'],
  })
  report.credentials.push({ email: PLATFORM_ADMIN_EMAIL, role: 'platform admin (all dealers)' })
  await seedManufacturers(payload, report)

  // Sites first, so content can refer to other sites (a group offer excluding a member site).
  const sites = new Map<string, Tenant>()
  for (const demo of DEMO_TENANTS) sites.set(demo.slug, await ensureTenant(payload, report, demo, sites))

  for (const demo of DEMO_TENANTS) {
    const tenant = sites.get(demo.slug)!
    await ensureLogo(payload, report, demo, tenant)
    await ensureUser(payload, report, {
      email: editorEmail(demo),
      password,
      name: `${demo.name} Editor`,
      tenants: [{ tenant: tenant.id, roles: ['editor'] }],
    })
    report.credentials.push({ email: editorEmail(demo), role: `editor of ${demo.name}` })
    const home = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: HOME_PAGE_SLUG } }] },
      limit: 1,
      overrideAccess: true,
      draft: true,
      context: ctx,
    })
    if (home.totalDocs === 0) {
      const heroImage = await payload.create({
        collection: 'media',
        data: { tenant: tenant.id, alt: `A vehicle in the ${demo.name} showroom` },
        file: await heroPhoto(demo.slug, demo.theme.primaryColour, demo.template === 'independent' ? 'ute' : 'suv'),
        overrideAccess: true,
      })
      const promotions = await demoPromotionsSlider(payload, demo, tenant)
      await payload.create({
        collection: 'pages',
        data: {
          tenant: tenant.id,
          title: demo.home.title,
          slug: HOME_PAGE_SLUG,
          summary: demo.home.summary,
          _status: 'published',
          layout: [
            // The hero opens the page: its headline is the page's h1.
            {
              blockType: 'hero',
              heading: demo.home.title,
              text: demo.home.summary,
              image: heroImage.id,
              buttonLabel: 'Browse Our Stock',
              buttonLink: stockSearchPath({ carTypes: demo.settings.stock?.carTypes ?? [] }),
            },
            { blockType: 'quickSearch', heading: 'Find your next car' },
            // Dated promotion banners to swipe through, where the dealer runs them.
            ...(promotions ? [promotions] : []),
            // A group's brands, each to its stock and range.
            ...(demo.template === 'group' ? [{ blockType: 'brandStrip' as const, heading: 'Our brands' }] : []),
            // New, used and demo tiles where the dealer sells more than one car type; body types otherwise.
            {
              blockType: 'shopTiles',
              heading: demo.settings.stock?.carTypes?.length === 1 ? 'Shop by body type' : 'Shop our range',
              shopBy: demo.settings.stock?.carTypes?.length === 1 ? 'body' : 'carType',
            },
            // A group has an offer per brand: a row to swipe through; one site's few offers sit side by side.
            demo.template === 'group'
              ? { blockType: 'offersList', heading: 'Latest offers', limit: 6, display: 'carousel' }
              : { blockType: 'offersList', heading: 'Latest offers', limit: 3, display: 'grid' },
            // The first page of stock with the dealer's promo cards at their positions.
            { blockType: 'stockGrid', heading: 'Our latest stock', sortBy: 'newest', limit: 8, showPromoCards: true },
            // Only the brand dealer has a model range; the block shows nothing elsewhere.
            ...(demo.template === 'brand'
              ? [{ blockType: 'modelsGrid' as const, heading: 'Explore the range', limit: 8 }]
              : []),
            ...(demo.template === 'group'
              ? [{ blockType: 'shopTiles' as const, heading: 'Shop by body type', shopBy: 'body' as const }]
              : []),
            // The newest reviews, while the dealer's rating is above its minimum (the block's own rule).
            { blockType: 'reviews', heading: 'What our customers say', limit: 3 },
            // Every visible location: cards, a carousel on the group's site, one large card with its map for a single site.
            { blockType: 'locations', filter: 'all', display: 'auto', showHours: true, showLicence: true },
          ],
        },
        overrideAccess: true,
        context: ctx,
      })
      report.created.push(`home page of ${demo.slug}`)
    }
    await ensureLocations(payload, report, demo, tenant)
    await seedTenantContent(payload, report, demo, tenant, sites)
    report.sites.push({ name: demo.name, slug: demo.slug })
  }
  return report
}

async function ensureTenant(
  payload: Payload,
  report: SeedReport,
  demo: DemoTenant,
  sites: Map<string, Tenant>,
): Promise<Tenant> {
  const existing = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: demo.slug } },
    limit: 1,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0]
  report.created.push(`tenant ${demo.slug}`)
  return payload.create({
    collection: 'tenants',
    data: {
      name: demo.name,
      slug: demo.slug,
      template: demo.template,
      dealerGroup: demo.dealerGroup ? sites.get(demo.dealerGroup)?.id : undefined,
      domains: [{ domain: demo.domain, primary: true }],
      theme: { ...demo.theme },
      ...demo.settings,
    },
    overrideAccess: true,
  })
}

async function ensureLogo(payload: Payload, report: SeedReport, demo: DemoTenant, tenant: Tenant) {
  if (tenant.theme?.logo) return
  const filename = `${demo.slug}-logo.svg`
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: tenant.id } }, { filename: { equals: filename } }] },
    limit: 1,
    overrideAccess: true,
  })
  let logo = found.docs[0]
  if (!logo) {
    const data = wordmarkSvg(demo)
    logo = await payload.create({
      collection: 'media',
      data: { alt: `${demo.name} logo`, tenant: tenant.id },
      file: { data, mimetype: 'image/svg+xml', name: filename, size: data.length },
      overrideAccess: true,
    })
    report.created.push(`logo of ${demo.slug}`)
  }
  await payload.update({
    collection: 'tenants',
    id: tenant.id,
    data: { theme: { ...tenant.theme, logo: logo.id } },
    overrideAccess: true,
  })
}

async function ensureLocations(payload: Payload, report: SeedReport, demo: DemoTenant, tenant: Tenant) {
  for (const location of DEMO_LOCATIONS[demo.slug] ?? []) {
    const existing = await payload.count({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenant.id } }, { name: { equals: location.name } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'locations', data: { ...location, tenant: tenant.id }, overrideAccess: true })
    report.created.push(`location ${location.name}`)
  }
}

type NewUser = {
  email: string
  password: string
  name: string
  roles?: 'platform-admin'[]
  tenants?: { tenant: Tenant['id']; roles: ('dealer-admin' | 'editor' | 'viewer')[] }[]
}

async function ensureUser(payload: Payload, report: SeedReport, user: NewUser) {
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: user.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  await payload.create({ collection: 'users', data: user, overrideAccess: true })
  report.created.push(`user ${user.email}`)
}
