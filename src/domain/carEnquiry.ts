/**
 * Enquiries about one car (the vehicle page's forms): what each kind asks, what it stores as
 * the lead's subcategory, and which analytics event a sent one fires. Texts are the spec's.
 */
import { isInStock } from './carTag'

export const CAR_ENQUIRY_KINDS = ['enquiry', 'similar', 'photos', 'offer'] as const
export type CarEnquiryKind = (typeof CAR_ENQUIRY_KINDS)[number]

export const isCarEnquiryKind = (value: unknown): value is CarEnquiryKind =>
  CAR_ENQUIRY_KINDS.includes(value as CarEnquiryKind)

/** The lead's subcategory, as the dealer's CRM receives it. */
export const CAR_ENQUIRY_SUBCATEGORIES: Record<CarEnquiryKind, string> = {
  enquiry: 'Vehicle enquiry',
  similar: 'Find me something similar',
  photos: 'Request photos',
  offer: 'Make an offer',
}

/** Spec: a sold car's form, and the message it starts with. */
export const SIMILAR_HEADING = 'Like this and want something similar?'
export const SIMILAR_BUTTON = 'Find Me Something Similar'
export const SIMILAR_MESSAGE = 'Can you please find me something similar?'
/** Spec: the Request Photos form's hidden preset. */
export const PHOTOS_MESSAGE = 'Please send photos for this car'
/** Spec: the tag that makes every enquiry about the car a test drive (event 17). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

/** Which enquiries a car takes: a sold car only the "something similar" one (spec section 4). */
export const carEnquiryKindsFor = (status: string): CarEnquiryKind[] =>
  isInStock(status) ? ['enquiry', 'photos', 'offer'] : ['similar']

/** Spec: Request Photos and Make an Offer have an optional message; the others follow the dealer's rule. */
export const carEnquiryAsksMessage = (kind: CarEnquiryKind | null | undefined) => kind !== 'photos' && kind !== 'offer'

/** What the event rule needs of the car. */
export type EnquiredCar = { carType: string; tag?: string | null }

/**
 * Spec section 7: 14 a new (or demo) car's enquiry, 15 a used car's, 17 a test drive or any
 * enquiry about a car tagged "Test Drive Only", 48 a used car's test drive.
 */
export function carEnquiryEvent(car: EnquiredCar, { testDrive }: { testDrive: boolean }): 14 | 15 | 17 | 48 {
  const used = car.carType === 'used'
  if (testDrive) return used ? 48 : 17
  if (car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()) return 17
  return used ? 15 : 14
}

export const OFFER_REQUIRED = 'Enter the amount you would like to offer.'
export const OFFER_INVALID = 'Enter your offer in whole dollars, for example 25,000.'
const MAX_OFFER = 10_000_000

/** Make an Offer (spec: offer_from_client, a currency amount, required): the error, if any. */
export function offerAmountError(amount: string): string | undefined {
  const text = amount.trim()
  if (!text) return OFFER_REQUIRED
  const value = offerAmount(text)
  return Number.isNaN(value) ? OFFER_INVALID : undefined
}

/** "$25,000", "25000" or "25 000" as whole dollars above 0 and below ten million; NaN otherwise. */
export function offerAmount(amount: string): number {
  const text = amount.trim()
  if (!/^\$?\s*\d{1,3}([,\s]?\d{3})*$/.test(text)) return Number.NaN
  const value = Number(text.replace(/[$,\s]/g, ''))
  return value > 0 && value < MAX_OFFER ? value : Number.NaN
}
