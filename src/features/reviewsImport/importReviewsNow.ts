import type { Payload } from 'payload'
import type { Location } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { CONTENT_EDITOR_ROLES, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'
import type { ReviewsSource } from '@/integrations/reviews/port'
import { reviewsSource } from '@/integrations/reviews/reviewsSource'
import { importGoogleReviews } from './importGoogleReviews'

export type ImportNowOutcome =
  { status: 200; body: { message: string } } | { status: 401 | 403 | 404 | 409 | 502 | 503; body: { error: string } }

/**
 * Staff import one location's Google reviews now (after naming its profile, say) rather than
 * at the next six-hourly run. Who may: the platform admin and the location's dealer's editors
 * and admins; another dealer's location is not found. The answer comes once the reviews are stored.
 */
export async function importReviewsNow(
  payload: Payload,
  user: RoleBearer | null,
  id: string,
  source: ReviewsSource | null = reviewsSource(),
): Promise<ImportNowOutcome> {
  if (!user) return { status: 401, body: { error: 'Sign in to import reviews.' } }
  const location = (await payload
    .findByID({ collection: 'locations', id, depth: 0, user: user as never, overrideAccess: false })
    .catch(() => null)) as Location | null
  if (!location) return { status: 404, body: { error: 'No such location.' } }
  const tenant = idOf(location.tenant)
  if (!isPlatformAdmin(user) && !(tenant && tenantIdsWithRole(user, CONTENT_EDITOR_ROLES).map(String).includes(tenant)))
    return { status: 403, body: { error: 'Only the dealer’s editors and admins can import its reviews.' } }
  if (!location.googleProfile?.trim())
    return { status: 409, body: { error: 'Name the location’s Google Business Profile first, and save.' } }
  if (!source)
    return {
      status: 503,
      body: { error: 'The platform has no Google credentials (GOOGLE_BUSINESS_*): ask the platform’s operator.' },
    }
  const [outcome] = await importGoogleReviews(payload, source, { only: location.id })
  if (!outcome?.ok)
    return { status: 502, body: { error: `Google’s reviews could not be imported: ${outcome?.summary}` } }
  return { status: 200, body: { message: `Imported: ${outcome.summary}.` } }
}
