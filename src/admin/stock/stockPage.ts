import type { Payload } from 'payload'
import type { StockImport, Tenant, User } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { CONTENT_EDITOR_ROLES, hasTenantRole, isPlatformAdmin } from '@tenants/roles'
import { recentImports } from '@search-sync/importHistory'

/** What the Stock page shows for one dealer. */
export type DealerStock = {
  tenant: Pick<Tenant, 'id' | 'name' | 'slug'>
  timeZone: string
  feedSource: string | null
  /** Hour of the night the daily import runs from, in the dealer's zone. */
  syncHour: number
  listedCars: number
  imports: StockImport[]
  /** Editors, dealer admins and the platform admin may start an import; viewers only read. */
  maySync: boolean
}

/** One dealer's feed, schedule, listed cars and its last 10 imports. */
export async function dealerStock(payload: Payload, user: User, tenant: Tenant): Promise<DealerStock> {
  const settings = siteSettings(tenant)
  const [listed, imports] = await Promise.all([
    payload.count({
      collection: 'cars',
      where: { and: [{ tenant: { equals: tenant.id } }, { status: { not_equals: 'sold' } }] },
      overrideAccess: true,
    }),
    recentImports(payload, tenant.id),
  ])
  return {
    tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug },
    timeZone: settings.identity.timeZone,
    feedSource: tenant.stock?.feedSource || null,
    syncHour: settings.stock.syncHour,
    listedCars: listed.totalDocs,
    imports,
    maySync: isPlatformAdmin(user) || hasTenantRole(user, tenant.id, CONTENT_EDITOR_ROLES),
  }
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
