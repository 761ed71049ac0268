/**
 * The review feedback landing page (spec): greets the customer by the first_name and
 * dealership_name query parameters, with defaults when they are missing or blank.
 */
export const FEEDBACK_DEFAULTS = { firstName: 'Valued Customer', dealershipName: 'Our Dealership' } as const
/** Where "I had a bad experience" goes. */
export const BAD_EXPERIENCE_PATH = '/customer-feedback-survey'

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 80) || null

export function feedbackGreeting(query: { first_name?: string | string[]; dealership_name?: string | string[] }): {
  firstName: string
  dealershipName: string
} {
  return {
    firstName: first(query.first_name) ?? FEEDBACK_DEFAULTS.firstName,
    dealershipName: first(query.dealership_name) ?? FEEDBACK_DEFAULTS.dealershipName,
  }
}

/** Google's documented address for writing a review of a place, by its place id. */
export const googleReviewLink = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`

/**
 * Where "I had a great experience" goes: the review page of the location the e-mail was about
 * (its Google place), else the dealer's own review link, else null.
 */
export function greatExperienceLink(placeId: string | null | undefined, dealerLink: string | null | undefined) {
  return placeId?.trim() ? googleReviewLink(placeId.trim()) : dealerLink?.trim() || null
}
