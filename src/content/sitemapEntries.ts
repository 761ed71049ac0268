import type { Tenant } from '@/payload-types'
import { LEGAL_PAGE_KINDS } from '@/domain/legalPages'
import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import { pagePath } from '@/domain/pagePaths'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { publishedContentOf } from '@tenants/resolveTenant'
import { siteSettings } from '@tenants/settings'
import { carPath, locationStockPath, stockSearchPath } from '@/domain/searchPaths'
import { listedCars } from '@/search/stockList'
import { stockValuesOf } from '@/search/stockValues'
import { directoryPath } from '@/domain/stockDirectory'
import { stockLandingPaths } from '@/domain/stockLandings'
import { FINANCE_PAGE_PATHS, financeLink } from '@/domain/siteLinks'
import { locationSites } from './locationSites'
import { cachedRead } from './cached'
import { legalPageOf } from './legal'
import { visibleLocationsOf } from './locations'
import { modelsOf } from './models'
import { modelPath } from '@/domain/models'
import { tenantTags } from './tenant'
import { log } from '@/lib/log.mjs'

export type SitemapEntry = { path: string; lastModified?: string }

/** Every public page of the dealer's site that search engines may index. */
export async function sitemapEntries(tenant: Tenant): Promise<SitemapEntry[]> {
  const pages = await cachedRead(
    ['sitemap-pages', tenant.id],
    [...tenantTags(tenant), contentTag(tenant.id, 'pages')],
    async () => {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'pages',
        where: publishedContentOf(tenant.id, true),
        select: { slug: true, updatedAt: true, meta: true },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return docs
        .filter((page) => !page.meta?.noIndex)
        .map((page) => ({ path: pagePath(page.slug), lastModified: page.updatedAt }))
    },
  )
  const contactPath = siteSettings(tenant).links.contactPath
  const finance = financeLink(siteSettings(tenant).links)
  const sites = locationSites(await visibleLocationsOf(tenant))
  const locations = sites.flatMap((site) => [
    { path: `/contact-us/${site.slug}` },
    ...(site.departments.some((d) => d.team?.length) ? [{ path: `/teams/${site.slug}` }] : []),
  ])
  // The stock search's landings: all stock, each car type the site lists, each location's stock.
  const listedTypes = siteSettings(tenant).stock.carTypes
  const stock = [
    { path: stockSearchPath() },
    ...(listedTypes.length ? listedTypes : (['new', 'used', 'demo'] as const)).map((type) => ({
      path: stockSearchPath({ carTypes: [type] }),
    })),
    ...(sites.length > 1 ? sites.map((site) => ({ path: locationStockPath(site.slug) })) : []),
  ]
  // Each listed car's page and each make, model and body landing; a search outage leaves them
  // out of this answer, not the whole sitemap.
  const payload = await getPayloadClient()
  const failed = (error: unknown) => {
    log.error({ err: error }, 'sitemap: search failed')
    return null
  }
  const cars = (await listedCars(payload, tenant).catch(failed)) ?? []
  const carPages = cars.map((car) => ({ path: carPath(car.slug) }))
  const values = await stockValuesOf(payload, tenant).catch(failed)
  const landings = values
    ? [...(values.makes.length ? [directoryPath({})] : []), ...stockLandingPaths(values)].map((path) => ({ path }))
    : []
  // Models on this site: /models and each model page (override URLs elsewhere are not ours to
  // list, nor models staff keep out of search engines).
  const models = await modelsOf(tenant)
  const modelPages = models.length
    ? [
        { path: '/models' },
        ...models
          .filter((model) => !model.meta?.noIndex)
          .map((model) => ({ path: modelPath(model), lastModified: model.updatedAt }))
          .filter((entry) => entry.path.startsWith('/')),
      ]
    : []
  const legal = await Promise.all(
    LEGAL_PAGE_KINDS.filter((kind) => kind.value !== 'unsubscribe').map(async (kind) => {
      const page = await legalPageOf(tenant, kind.value)
      return page ? [{ path: kind.path, lastModified: page.updatedAt }] : []
    }),
  )
  const entries = [
    ...(pages.some((p) => p.path === pagePath(HOME_PAGE_SLUG)) ? [] : [{ path: '/' }]),
    ...pages,
    { path: '/special-offers' },
    { path: contactPath },
    { path: '/book-test-drive' },
    ...(FINANCE_PAGE_PATHS.some((path) => path === finance) ? [{ path: finance }] : []),
    ...locations,
    ...stock,
    ...landings,
    ...modelPages,
    ...legal.flat(),
    ...carPages,
  ]
  return [...new Map(entries.map((entry) => [entry.path, entry])).values()]
}
