/**
 * Buying a car online (spec: /checkout-journey?car_id=, "Online purchase"): the buyer picks a
 * trade-in, cash or finance, delivery or pick-up on a day the dealership is open, gives their
 * details and pays the deposit, or the whole balance where the dealer allows, on Stripe. The
 * order is stored before the buyer pays; the payment holds the car until after the handover day.
 */
import { enquiryErrors } from './enquiry'
import { localTime, startOfDay } from './dates'
import { hoursOn, type DealershipHours } from './testDriveTimes'
import { HOLD_HOURS } from './reservations'

export const ORDER_STATUSES = [
  { value: 'awaiting-payment', label: 'Awaiting payment' },
  { value: 'placed', label: 'Placed: paid online' },
  { value: 'confirmed', label: 'Confirmed with the buyer' },
  { value: 'ready', label: 'Ready for handover' },
  { value: 'completed', label: 'Handed over' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'not-paid', label: 'Not paid (checkout ended)' },
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]['value']

/** The way staff move a paid order along; a cancellation can come at any step before the handover. */
const STAFF_MOVES: Record<string, readonly OrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
}

/** Why staff may not move an order from one status to another, in words they read; null when they may. */
export function orderMoveRefusal(from: string, to: string): string | null {
  if (from === to) return null
  if (STAFF_MOVES[from]?.includes(to as OrderStatus)) return null
  if (from === 'awaiting-payment' || from === 'not-paid')
    return 'This order is not paid: the payment moves it, not staff.'
  const next = STAFF_MOVES[from]
  if (!next) return 'This order is finished: its status no longer changes.'
  const label = (value: string) => ORDER_STATUSES.find((status) => status.value === value)?.label ?? value
  return `From “${label(from)}” an order moves to ${next.map((value) => `“${label(value)}”`).join(' or ')}.`
}

/** A cancelled order gives the car back at once; a handed-over one keeps it held until the stock feed says sold. */
export const orderReleasesCar = (status: string) => status === 'cancelled'

/** The first handover day is this many days after the order, so the car can be prepared. */
export const HANDOVER_LEAD_DAYS = 2
/** Handover days are offered up to this many days after the order. */
export const HANDOVER_DAYS_AHEAD = 21

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The days ('YYYY-MM-DD') a car can be handed over: the dealership's open days from two days on, for three weeks. */
export function handoverDays(hours: DealershipHours | null, { timeZone, now }: { timeZone: string; now: Date }) {
  const today = localTime(now, timeZone).date
  const days: string[] = []
  for (let ahead = HANDOVER_LEAD_DAYS; ahead <= HANDOVER_DAYS_AHEAD; ahead++) {
    const day = addDays(today, ahead)
    // Without hours set, every weekday is offered.
    const open = hours?.openingHours?.length
      ? hoursOn(hours, day, timeZone) !== null
      : ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())
    if (open) days.push(day)
  }
  return days
}

/** A paid order holds the car until the dealer's midnight after the day after handover, and never less than a deposit would. */
export function orderHoldEndsAt(handoverDay: string, timeZone: string, paidAt: Date): Date {
  const deposit = paidAt.getTime() + HOLD_HOURS * 3_600_000
  const day = addDays(handoverDay, 2)
  // An instant inside that local day, whatever the zone's offset, then its midnight.
  let inside = new Date(`${day}T12:00:00Z`)
  const local = localTime(inside, timeZone).date
  if (local !== day) inside = new Date(inside.getTime() + (local > day ? -1 : 1) * 12 * 3_600_000)
  return new Date(Math.max(deposit, startOfDay(inside, timeZone).getTime()))
}

export type PayNow = 'deposit' | 'full'
export type PaymentMethod = 'cash' | 'finance'

/** Stripe's largest single card payment in AUD and NZD: $999,999.99. */
export const LARGEST_PAYMENT_CENTS = 99_999_999

export type OrderAmounts = {
  priceCents: number
  tradeInCents: number
  /** What the buyer owes for the car after the trade-in. */
  balanceCents: number
  dueNowCents: number
  dueLaterCents: number
}

/**
 * What the buyer pays now and later: the drive-away price less the trade-in offer is the
 * balance; now, the deposit (finance always: the lender pays the rest) or the balance in full
 * where the dealer allows it and it is more than the deposit.
 */
export function orderAmounts(input: {
  price: number
  tradeInDollars: number
  depositCents: number
  payNow: PayNow
  method: PaymentMethod
}): OrderAmounts {
  const priceCents = Math.round(input.price * 100)
  const tradeInCents = Math.min(Math.max(Math.round(input.tradeInDollars * 100), 0), priceCents)
  const balanceCents = priceCents - tradeInCents
  const full = input.payNow === 'full' && input.method === 'cash' && balanceCents > input.depositCents
  const dueNowCents = full ? balanceCents : Math.min(input.depositCents, balanceCents)
  return { priceCents, tradeInCents, balanceCents, dueNowCents, dueLaterCents: balanceCents - dueNowCents }
}

/** Whether paying in full can be offered on a balance: above the deposit and within one card payment. */
export const fullPaymentPossible = (balanceCents: number, depositCents: number) =>
  balanceCents > depositCents && balanceCents <= LARGEST_PAYMENT_CENTS

export type OrderRequest = {
  trade_in: 'none' | 'offer' | 'valuation'
  trade_in_offer: string
  trade_in_car: string
  payment: string
  handover: string
  handover_date: string
  delivery_address: string
  delivery_postcode: string
  first_name: string
  last_name: string
  email: string
  phone: string
  pay_now: string
  confirm: boolean
}
export type OrderField = keyof OrderRequest
export type OrderErrors = Partial<Record<OrderField, string>>

export const ORDER_MESSAGES = {
  offerGone: 'Choose one of your trade-in offers that still stands, or no trade-in.',
  describeCar: 'Tell us the year, make and model of the car you are trading in.',
  payment: 'Choose how you will pay: cash or finance.',
  handover: 'Choose delivery or pick-up.',
  day: 'Choose one of the days we can hand the car over.',
  address: 'Enter the street address we deliver to.',
  payNow: 'Choose the deposit, or paying in full where it is offered.',
  confirm: 'Confirm your order to continue to payment.',
} as const

/**
 * The journey's answers against its rules: each step's choice made, a trade-in offer one of
 * the buyer's own that still stands, a handover day the dealership offers, a delivery address,
 * the contact details as the enquiry forms take them, and the summary confirmed.
 */
export function orderErrors(
  input: OrderRequest,
  options: { offers: readonly string[]; days: readonly string[]; fullAllowed: boolean },
): OrderErrors {
  const errors: OrderErrors = {}
  if (input.trade_in === 'offer' && !options.offers.includes(input.trade_in_offer))
    errors.trade_in_offer = ORDER_MESSAGES.offerGone
  if (input.trade_in === 'valuation' && input.trade_in_car.trim().length < 5)
    errors.trade_in_car = ORDER_MESSAGES.describeCar
  if (input.payment !== 'cash' && input.payment !== 'finance') errors.payment = ORDER_MESSAGES.payment
  if (input.handover !== 'delivery' && input.handover !== 'pick-up') errors.handover = ORDER_MESSAGES.handover
  if (!options.days.includes(input.handover_date)) errors.handover_date = ORDER_MESSAGES.day
  const delivery = input.handover === 'delivery'
  if (delivery && input.delivery_address.trim().length < 5) errors.delivery_address = ORDER_MESSAGES.address
  // The enquiry forms' rules for the same details (src/domain/enquiry.ts).
  const contact = enquiryErrors(
    {
      ...input,
      name: input.first_name,
      postcode: delivery ? input.delivery_postcode : '',
      message: '',
      opt_in: false,
      terms_agreed: false,
    },
    { messageRequired: false, postcodeRequired: delivery, termsRequired: false },
  )
  if (contact.name) errors.first_name = contact.name
  if (contact.last_name) errors.last_name = contact.last_name
  if (contact.email) errors.email = contact.email
  if (contact.phone) errors.phone = contact.phone
  if (contact.postcode) errors.delivery_postcode = contact.postcode
  const fullOk = input.pay_now === 'full' && options.fullAllowed && input.payment === 'cash'
  if (input.pay_now !== 'deposit' && !fullOk) errors.pay_now = ORDER_MESSAGES.payNow
  if (!input.confirm) errors.confirm = ORDER_MESSAGES.confirm
  return errors
}

/** "Saturday 12 December" in the dealer's calendar: a handover day as buyers and staff read it. */
export function formatHandoverDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}
