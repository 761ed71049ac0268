import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import type { SiteScope } from './engine'

/** A site's search scope from its settings: always decided on the server, never by the visitor. */
export function siteScopeOf(tenant: Tenant, now = new Date()): SiteScope {
  const settings = siteSettings(tenant)
  return {
    tenantId: String(tenant.id),
    carTypes: settings.stock.carTypes ?? [],
    minimumPhotos: settings.stock.minimumPhotos,
    pricedOnly: settings.stock.pricedOnly,
    soldListedDays: settings.stock.soldListedDays,
    priceAscendingExcludesZero: settings.stock.priceAscendingExcludesZero,
    certifiedOnly: settings.features.certifiedOnly,
    resultsPerPage: settings.stock.resultsPerPage,
    ...(typeof settings.stock.stockCount === 'number' ? { stockCount: settings.stock.stockCount } : {}),
    now,
  }
}
