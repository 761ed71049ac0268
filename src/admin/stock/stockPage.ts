import type { Payload } from 'payload'
import type { StockImport, Tenant, User } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { CONTENT_EDITOR_ROLES, hasTenantRole, isPlatformAdmin } from '@tenants/roles'
import { recentImports, scheduledTry } from '@search-sync/importHistory'
import { isSyncDue } from '@/domain/syncSchedule'
import { configuredSearchEngine } from '@/search/configuredEngine'
import { parseSearchQuery } from '@/search/query'
import { scopeRules, siteScopeOf } from '@/search/siteScope'

/** What the Stock page shows for one dealer. */
export type DealerStock = {
  tenant: Pick<Tenant, 'id' | 'name' | 'slug'>
  timeZone: string
  feedSource: string | null
  /** Hour of the night the daily import runs from, in the dealer's zone. */
  syncHour: number
  listedCars: number
  /** The cars the dealer's site lists (its search's count), null when search does not answer. */
  onSite: number | null
  /** Why the site's count differs from the stock's: the Stock settings in effect. */
  siteRules: string[]
  imports: StockImport[]
  /** Editors, dealer admins and the platform admin may start an import; viewers only read. */
  maySync: boolean
  nightlyRetry: NightlyRetryState | null
}

/** One dealer's feed, schedule, listed cars and its last 10 imports. */
export async function dealerStock(
  payload: Payload,
  user: User,
  tenant: Tenant,
  now = new Date(),
): Promise<DealerStock> {
  const settings = siteSettings(tenant)
  const { timeZone } = settings.identity
  const scope = siteScopeOf(tenant)
  const [listed, imports, onSite, retry] = await Promise.all([
    payload.count({
      collection: 'cars',
      where: { and: [{ tenant: { equals: tenant.id } }, { status: { not_equals: 'sold' } }] },
      overrideAccess: true,
    }),
    recentImports(payload, tenant.id),
    configuredSearchEngine(payload)
      .search(scope, parseSearchQuery(new URLSearchParams()))
      .then((result) => result.count)
      .catch(() => null),
    nightlyRetry(payload, tenant, now),
  ])
  return {
    tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug },
    timeZone,
    feedSource: tenant.stock?.feedSource || null,
    syncHour: settings.stock.syncHour,
    listedCars: listed.totalDocs,
    onSite,
    siteRules: scopeRules(scope),
    imports,
    maySync: isPlatformAdmin(user) || hasTenantRole(user, tenant.id, CONTENT_EDITOR_ROLES),
    nightlyRetry: retry,
  }
}

/** Today's scheduled import failed: how often, and when it is tried again (null: tomorrow). */
export type NightlyRetryState = { failures: number; next: string | null }

/** Today's scheduled import of a dealer with a feed, when it failed (NightlyRetryState); otherwise null. */
export async function nightlyRetry(
  payload: Payload,
  tenant: Tenant,
  now = new Date(),
): Promise<NightlyRetryState | null> {
  const { stock, identity } = siteSettings(tenant)
  if (!tenant.stock?.feedSource || !isSyncDue(now, identity.timeZone, stock.syncHour, tenant.stock?.lastSyncedOn))
    return null
  const retry = await scheduledTry(payload, tenant, identity.timeZone, now)
  return retry.failures ? { failures: retry.failures, next: retry.next?.toISOString() ?? null } : null
}

/** When something happened, in the dealer's own time: "Tue, 24 Nov, 6:02 pm". */
export function dealerTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant))
}

/** The zone as staff say it: "Sydney time", "Auckland time". */
export const zoneName = (timeZone: string) => `${timeZone.split('/').pop()!.replace(/_/g, ' ')} time`

/**
 * The feed source as dealer staff may see it: an address without its query (it may carry a
 * key), a file on the platform's server by its name only. The platform admin sees it whole.
 */
export function feedSourceText(source: string, whole: boolean): string {
  if (whole) return source
  if (/^https?:\/\//.test(source)) {
    const url = new URL(source)
    return `${url.origin}${url.pathname}`
  }
  return `A file on the platform’s server (${source.split(/[\\/]/).pop()})`
}
