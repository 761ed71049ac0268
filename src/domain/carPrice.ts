import type { PriceType } from './vehicleClassification'
import { formatDollars } from './numbers'

/** What the price cascade needs of a car (search-document field names). */
export type PricedCar = {
  price: number
  before_price: number | null
  subscription_price: number | null
  preorder: boolean
  price_type: string
}

/** Prices of 10 dollars or less are placeholders in dealer feeds, never shown (spec section 9). */
export const PRICE_SHOWN_ABOVE = 10

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'reduced'; amount: number; was: number }
  | { kind: 'price'; amount: number }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'none'; text: string }

/**
 * The spec's price cascade, first match wins: the subscription price (when the dealer offers
 * subscriptions and it is above 0); a reduced price (the feed's before price above today's);
 * the price when above $10; PREORDER for pre-order cars; else the dealer's no-price text.
 */
export function priceDisplay(car: PricedCar, settings: { subscriptions: boolean; noPriceText: string }): PriceDisplay {
  if (settings.subscriptions && (car.subscription_price ?? 0) > 0)
    return { kind: 'subscription', amount: car.subscription_price! }
  const shown = car.price > PRICE_SHOWN_ABOVE
  if (shown && car.before_price !== null && car.before_price > car.price)
    return { kind: 'reduced', amount: car.price, was: car.before_price }
  if (shown) return { kind: 'price', amount: car.price }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' }
  return { kind: 'none', text: settings.noPriceText }
}

/** Australian law wants the price basis beside every advertised price. */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  drive_away: 'Drive Away',
  excluding_government_charges: 'Excl. Govt. Charges',
}

export const priceTypeLabel = (priceType: string): string => PRICE_TYPE_LABELS[priceType as PriceType] ?? ''

/** Whole dollars as cards show them: $34,990. */
export const wholeDollars = (amount: number) => formatDollars(amount)

/** A price as one line of text (side cards, dialogs): "$34,990 Drive Away", "$189/week", or the no-price text. */
export function priceText(display: PriceDisplay, priceType: string): string {
  if (display.kind === 'subscription') return `${wholeDollars(display.amount)}/week`
  if ('amount' in display) return `${wholeDollars(display.amount)} ${priceTypeLabel(priceType)}`.trim()
  return display.text
}
