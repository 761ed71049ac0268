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

/** What a site's scope leaves out of its stock or adds to it, in the words of the dealer's Stock settings. */
export function scopeRules(scope: SiteScope): string[] {
  const rules: string[] = []
  if (scope.carTypes.length) rules.push(`only ${scope.carTypes.join(', ')} cars`)
  if (scope.minimumPhotos > 0)
    rules.push(`only cars with at least ${scope.minimumPhotos} ${scope.minimumPhotos === 1 ? 'photo' : 'photos'}`)
  if (scope.pricedOnly) rules.push('only cars with a price')
  if (scope.certifiedOnly) rules.push('only certified cars')
  if (scope.soldListedDays > 0)
    rules.push(`sold cars for ${scope.soldListedDays} ${scope.soldListedDays === 1 ? 'day' : 'days'} after their sale`)
  return rules
}
