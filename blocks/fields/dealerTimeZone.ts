import type { PayloadRequest } from 'payload'
import { DEALER_TIME_ZONES, DEFAULT_TIME_ZONE } from '@/domain/timeZones'
import { idOf } from '@/domain/ids'
import { dealerPickedInAdmin } from '@tenants/adminDealer'

const KNOWN = new Set<string>(DEALER_TIME_ZONES.map((zone) => zone.value))

/** The dealer the admin is working on: the one picked in its dealer selector, else the staff member's only one. */
function dealerOf(req: PayloadRequest): string | number | null {
  const picked = dealerPickedInAdmin(req.headers)
  if (picked) return picked
  const tenants = (req.user as { tenants?: { tenant: unknown }[] } | null)?.tenants ?? []
  return tenants.length === 1 ? idOf(tenants[0]!.tenant as Parameters<typeof idOf>[0]) : null
}

/**
 * The zone a new date is entered in: the dealer's own (Settings -> Identity), so Perth,
 * Adelaide and Auckland staff do not switch from Sydney every time; Sydney when the admin
 * cannot tell which dealer it is.
 */
export async function dealerTimeZone({ req }: { req: PayloadRequest }): Promise<string> {
  const id = dealerOf(req)
  if (id === null || !req.payload) return DEFAULT_TIME_ZONE
  const tenant = await req.payload
    .findByID({ collection: 'tenants', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    .catch(() => null)
  const zone = (tenant?.identity as { timeZone?: string } | undefined)?.timeZone
  return zone && KNOWN.has(zone) ? zone : DEFAULT_TIME_ZONE
}
