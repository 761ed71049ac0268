/**
 * The dealer's offer for a visitor's car and the visitor accepting it online (spec: offer
 * acceptance lead, subcategory "3. Offer Accepted", offer_accepted true, event 18).
 */
import { calendarDay, localTime } from './dates'

export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted'
/** Spec section 7: an accepted offer. */
export const OFFER_ACCEPTED_EVENT = 18

export const OFFER_NOT_FOUND = 'We could not find this offer. Please check the link, or call us.'
export const OFFER_EXPIRED = 'This offer has expired. Please call us and we will look at your car again.'
export const OFFER_ALREADY_ACCEPTED = 'You have accepted this offer. We will be in touch to arrange the handover.'
export const OFFER_LOCKED = 'The customer has accepted this offer, so it can no longer change.'

/** An offer stands through the end of its last day, on the dealer's calendar; one without a last day stands. */
export function offerStands(validUntil: string | null | undefined, now: Date, timeZone: string): boolean {
  if (!validUntil) return true
  return localTime(now, timeZone).date <= calendarDay(validUntil, timeZone)
}

/** The link a customer opens to see and accept the offer. */
export const offerPath = (token: string) => `/trade-in-offer/${token}`
/** Offer links are 24 URL-safe characters (18 random bytes). */
export const isOfferToken = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token)
