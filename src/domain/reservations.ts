import { formatDollars } from './numbers'

/**
 * Reserving a car online (spec: a deposit, default $200, held 48 hours, 100 % refundable).
 * A reservation is stored before the visitor is sent to pay; the car is held only once the
 * payment provider reports the deposit paid, and a car in checkout is not offered to a second
 * buyer until that checkout ends, so two people never pay for one car.
 */

/** Spec: the deposit holds the car for 48 hours. */
export const HOLD_HOURS = 48
/**
 * Stripe keeps a Checkout Session open from 30 minutes to 24 hours after it RECEIVES the
 * request; an expiry outside that window is refused.
 */
export const PROVIDER_CHECKOUT_WINDOW = { minMinutes: 30, maxMinutes: 24 * 60 } as const
/**
 * How long a checkout stays open from when the reservation is stored: Stripe's shortest, plus
 * time for the calls made before Stripe is asked and for the two clocks to differ.
 */
export const CHECKOUT_MINUTES = 35
/** A request is sent only while its expiry is at least this far inside Stripe's window. */
export const CHECKOUT_EXPIRY_MARGIN_SECONDS = 60

export const RESERVATION_STATUSES = [
  { value: 'awaiting-payment', label: 'Awaiting payment' },
  { value: 'held', label: 'Held: deposit paid' },
  { value: 'not-paid', label: 'Not paid (checkout ended)' },
  { value: 'released', label: 'Released by the dealer' },
  // Paid while another buyer's hold already stood: the dealer refunds the deposit.
  { value: 'refund-due', label: 'Paid after the car was held: refund due' },
  { value: 'refunded', label: 'Deposit refunded' },
] as const

/** Where a paid deposit may be given back: a hold (ending it), a released hold, or a payment that came too late. */
const REFUNDABLE = new Set<string>(['held', 'released', 'refund-due'])

/** Why this reservation's deposit cannot be refunded, in words staff read; null when it can. */
export function refundRefusal(reservation: { status: string; paymentIntent?: string | null }): string | null {
  if (reservation.status === 'refunded') return 'This deposit has already been refunded.'
  if (!REFUNDABLE.has(reservation.status) || !reservation.paymentIntent)
    return 'No deposit was paid for this reservation, so there is nothing to refund.'
  return null
}

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]['value']

export type ReservationState = {
  status: ReservationStatus | string
  heldUntil?: string | Date | null
  checkoutEndsAt?: string | Date | null
}

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/** The deposit in cents from the dealer's amount in dollars; none (unset, 0, negative) means no online reservation. */
export function depositCents(dollars: number | null | undefined): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars <= 0) return null
  return Math.round(dollars * 100)
}

/** "$200" or "$149.50", the way the deposit is printed. */
export function formatDeposit(cents: number): string {
  const dollars = cents / 100
  return formatDollars(dollars, { cents: !Number.isInteger(dollars) })
}

/** "$200 AUD": an amount stored in dollars, with its currency where known, as receipts and leads print it. */
export const formatPaid = (dollars: number | null | undefined, currency?: string | null) =>
  `${formatDeposit(Math.round((dollars ?? 0) * 100))} ${currency ?? ''}`.trim()

/** When a deposit paid at `paidAt` stops holding the car. */
export const holdEndsAt = (paidAt: Date) => new Date(paidAt.getTime() + HOLD_HOURS * 3_600_000)

/** When a checkout opened at `openedAt` closes (the provider is told the same moment). */
export const checkoutEndsAt = (openedAt: Date) => new Date(openedAt.getTime() + CHECKOUT_MINUTES * 60_000)

/** Whether a checkout closing at `expiresAt` may be sent to Stripe at `sendingAt`: inside its window, with the margin. */
export function checkoutExpiryAccepted(expiresAt: Date, sendingAt: Date): boolean {
  const ahead = (expiresAt.getTime() - sendingAt.getTime()) / 1000
  const { minMinutes, maxMinutes } = PROVIDER_CHECKOUT_WINDOW
  const margin = CHECKOUT_EXPIRY_MARGIN_SECONDS
  return ahead >= minMinutes * 60 + margin && ahead <= maxMinutes * 60 - margin
}

/** Whether this reservation keeps the car from other buyers at `now`: a paid hold, or a checkout still open. */
export function blocksCar(reservation: ReservationState, now: Date): boolean {
  if (reservation.status === 'held') return time(reservation.heldUntil) > now.getTime()
  if (reservation.status === 'awaiting-payment') return time(reservation.checkoutEndsAt) > now.getTime()
  return false
}

/** When a blocking reservation stops blocking (a car page showing it is stale from then on). */
export function blockEndsAt(reservation: ReservationState): Date | null {
  const end = reservation.status === 'held' ? reservation.heldUntil : reservation.checkoutEndsAt
  return end ? new Date(end) : null
}

/** What showing a car as reserved needs: the feed's flag, and the end of an online hold (seconds since the epoch). */
export type HoldableCar = { reserved?: boolean | null; held_until?: number | null }

/**
 * Whether a car shows as reserved at `now` (its card's tag, its page, its printout; the search
 * can leave it out): the dealer's system marked it so, or a buyer holds it or is paying for it
 * online until `held_until` (set from the reservations: src/features/reservations/carHold.ts).
 */
export function isReserved(car: HoldableCar, now: Date): boolean {
  if (car.reserved) return true
  return typeof car.held_until === 'number' && car.held_until * 1000 > now.getTime()
}

/** When a car's online hold ends, in whole seconds (rounded up, so the car is never free early), or null. */
export const holdSeconds = (until: string | Date | null | undefined): number | null =>
  until ? Math.ceil(new Date(until).getTime() / 1000) : null

export type CarForReservation = {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
  /** False where the feed's payment_processors sell this car by no online payment. */
  reserveOffered?: boolean | null
}

/** A car's deposit in cents: its own from the feed where above $0 (spec: the payment processor's amount), else the dealer's. */
export const carDepositCents = (dealerCents: number, carDollars: number | null | undefined): number =>
  depositCents(carDollars) ?? dealerCents

/**
 * Why a car cannot be reserved online now, or null when it can: only a priced, unsold car in
 * stock, offered online by its feed, that its feed has not marked reserved and no other buyer holds or is paying for (a
 * buyer does not put down a deposit on a car whose price they have to ask for).
 */
export function reservationRefusal(
  car: CarForReservation,
  blocking: ReservationState | null,
  now: Date,
): 'sold' | 'unpriced' | 'not-offered' | 'reserved' | 'in-checkout' | null {
  if (car.sold || car.status !== 'in_stock') return 'sold'
  if (!(typeof car.price === 'number' && car.price > 0)) return 'unpriced'
  if (car.reserveOffered === false) return 'not-offered'
  if (car.reserved) return 'reserved'
  if (blocking && blocksCar(blocking, now)) return blocking.status === 'held' ? 'reserved' : 'in-checkout'
  return null
}

/** What a buyer is told when the car cannot be reserved. */
export const REFUSAL_MESSAGES: Record<NonNullable<ReturnType<typeof reservationRefusal>>, string> = {
  sold: 'This car is no longer available to reserve.',
  unpriced: 'This car cannot be reserved online. Please enquire and we will tell you its price.',
  'not-offered': 'This car cannot be reserved online. Please enquire about it instead.',
  reserved: 'This car is already reserved. Enquire and we will let you know if it becomes available.',
  'in-checkout':
    'Another buyer is reserving this car right now. Please try again in half an hour, or enquire and we will call you.',
}

/** The currency a dealer takes deposits in, from its time zone (New Zealand dealers in NZD). */
export const depositCurrency = (timeZone: string): 'aud' | 'nzd' =>
  timeZone === 'Pacific/Auckland' || timeZone === 'Pacific/Chatham' ? 'nzd' : 'aud'

/** A dealer's Stripe account id (deposits are paid into it) as Stripe writes them. */
export const isStripeAccountId = (value: string) => /^acct_[A-Za-z0-9]{6,64}$/.test(value)

/** "Monday 30 November, 10:00 am" in the dealer's time zone: when a hold ends, as buyers and staff read it. */
export function formatHoldEnd(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`
}

/** Why a dealer's Reserve Online is not live on its site, each in words staff act on; none when it is. */
export function reservationBlockers(setup: {
  switchedOn: boolean
  depositDollars: number | null | undefined
  account: string | null | undefined
  platformKeys: boolean
}): string[] {
  if (!setup.switchedOn) return ['Reserve online is switched off.']
  const blockers: string[] = []
  if (depositCents(setup.depositDollars) === null) blockers.push('The deposit is $0: enter the deposit in dollars.')
  const account = setup.account?.trim()
  if (!account) blockers.push('No Stripe account is set: enter the dealer’s Stripe account (acct_…).')
  else if (!isStripeAccountId(account)) blockers.push('The Stripe account is not one: it starts with acct_.')
  if (!setup.platformKeys)
    blockers.push(
      'The platform has no Stripe keys: tell the platform’s operator (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).',
    )
  return blockers
}
