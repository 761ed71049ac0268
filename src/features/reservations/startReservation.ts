import { z } from 'zod'
import type { Tenant } from '@/payload-types'
import { enquiryErrors, FORM_ERRORS_HEADING } from '@/domain/enquiry'
import { carDepositCents, REFUSAL_MESSAGES, reservationRefusal } from '@/domain/reservations'
import { TOO_MANY_LEADS } from '@/domain/leads'
import { getPayloadClient } from '@/lib/payload'
import { createRateLimiter } from '@/lib/rateLimit'
import { leadRateLimit } from '@/config/leadRateLimit'
import { enquiredCarOf } from '@/features/leads/enquiredCar'
import { listedCarOf } from '@/content/cars'
import { blockingReservationOf } from './blockingReservation'
import { reservationTermsOf } from './reservationTerms'
import { NOT_STORED, openPayment } from './openPayment'

/** A reservation request is a few short fields. */
export const MAX_RESERVATION_BYTES = 4 * 1024

const text = (max: number) => z.string().max(max).optional().default('')
const RESERVATION_REQUEST = z.object({
  first_name: text(200),
  last_name: text(200),
  email: text(400),
  phone: text(60),
  website: z.string().optional(),
})

export type ReservationErrors = Partial<Record<'first_name' | 'last_name' | 'email' | 'phone', string>>

export type ReservationOutcome =
  | { status: 201; body: { reservation: string; checkout_url: string } }
  | { status: 400; body: { error: string; fields: ReservationErrors } }
  | { status: 404 | 409 | 502 | 503; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number }

/** Reservations per visitor address and dealer site: as many as leads (a reservation is one). */
const reservationLimiter = createRateLimiter({ name: 'reservations', ...leadRateLimit() })

const NOT_TAKEN = 'This dealer does not take reservations online. Please enquire about the car instead.'

/**
 * A buyer reserving a car: the details are checked, the reservation is stored (awaiting
 * payment) and only then is a Stripe Checkout opened for the deposit on the dealer's account;
 * the answer is the page to pay on. A car someone else holds or is paying for is refused
 * (409); if the payment page cannot be opened the reservation is marked not paid, so it never
 * blocks the car, and the buyer is told (502). The car is held only when Stripe reports the
 * payment (receivePaymentEvent.ts).
 */
export async function startReservation(
  tenant: Tenant,
  carSlug: string,
  body: unknown,
  sender: { address: string },
  now = new Date(),
): Promise<ReservationOutcome> {
  const terms = reservationTermsOf(tenant)
  if (!terms) return { status: 404, body: { error: NOT_TAKEN } }
  const parsed = RESERVATION_REQUEST.safeParse(body)
  if (!parsed.success)
    return { status: 400, body: { error: 'Send the buyer’s details as a JSON object of text fields.', fields: {} } }
  const request = parsed.data
  // The form's hidden honeypot: a bot filled it; nothing is stored and nothing is charged.
  if (request.website) return { status: 404, body: { error: NOT_TAKEN } }

  // The enquiry forms' rules for the same details (src/domain/enquiry.ts); nothing else is asked.
  const { name, last_name, email, phone } = enquiryErrors(
    { ...request, name: request.first_name, postcode: '', message: '', opt_in: false, terms_agreed: false },
    { messageRequired: false, postcodeRequired: false, termsRequired: false },
  )
  const fields: ReservationErrors = Object.fromEntries(
    Object.entries({ first_name: name, last_name, email, phone }).filter(([, error]) => error),
  )
  if (Object.keys(fields).length) return { status: 400, body: { error: FORM_ERRORS_HEADING, fields } }

  const found = carSlug.length <= 200 ? await listedCarOf(tenant, carSlug) : null
  if (found === 'unavailable') return { status: 503, body: { error: NOT_STORED } }
  if (!found) return { status: 409, body: { error: REFUSAL_MESSAGES.sold } }
  const payload = await getPayloadClient()
  const blocking = await blockingReservationOf(payload, tenant, found.car.id, now)
  const refusal = reservationRefusal(found.car, blocking, now)
  if (refusal) return { status: 409, body: { error: REFUSAL_MESSAGES[refusal] } }
  const wait = await reservationLimiter.attempt(`${tenant.id}:${sender.address}`)
  if (wait !== null) return { status: 429, body: { error: TOO_MANY_LEADS }, retryAfterSeconds: Math.ceil(wait / 1000) }

  const enquired = await enquiredCarOf(tenant, found.listing.slug, null)
  if ('error' in enquired) return { status: 503, body: { error: NOT_STORED } }
  const { vehicle } = enquired
  const deposit = carDepositCents(terms.depositCents, found.car.reserveDeposit)
  const opened = await openPayment({
    tenant,
    terms,
    car: found.car,
    vehicle,
    buyer: {
      firstName: request.first_name.trim(),
      lastName: request.last_name.trim() || undefined,
      email: request.email.trim(),
      phone: request.phone,
    },
    amountCents: deposit,
    description: `Deposit to reserve: ${vehicle.title} (stock number ${vehicle.stockNumber})`,
    now,
  })
  return opened.status === 201 ? { status: 201, body: opened.body } : opened
}
