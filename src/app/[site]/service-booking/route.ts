import { redirectToServiceLink } from '@/content/serviceLinks'

// Answered per request (from cached data): the target follows the dealer's settings and pages.
export const dynamic = 'force-dynamic'

/**
 * /service-booking: the dealer's own service page, the manufacturer's booking page, or the
 * contact page, whichever the dealer has. Menus, banners and offers link here, so they never
 * name an address that is not there.
 */
export const GET = redirectToServiceLink('serviceBooking')
