import { redirectToServiceLink } from '@/content/serviceLinks'

// Answered per request (from cached data): the target follows the dealer's settings and pages.
export const dynamic = 'force-dynamic'

/** /sell-my-car (spec): the dealer's own trade-in page, or the manufacturer's where the dealer has one there. */
export const GET = redirectToServiceLink('sellMyCar')
