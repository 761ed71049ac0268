import type { Payload } from 'payload'
import type { Reservation } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { refundRefusal } from '@/domain/reservations'
import { PaymentProviderError, refundPayment, stripeConfig } from '@/integrations/payments/stripe'
import { isPlatformAdmin, tenantIdsWithRole, TENANT_ADMIN_ROLES, type RoleBearer } from '@tenants/roles'
import { log } from '@/lib/log.mjs'

export type RefundOutcome =
  | { status: 200; body: { message: string; refund: string } }
  | { status: 401 | 403 | 404 | 409 | 502 | 503; body: { error: string } }

/**
 * A dealer's admin gives a buyer's deposit back from the reservation in the admin
 * (POST /api/reservations/{id}/refund). Staff of another dealer do not find the reservation;
 * the dealer's editors and viewers read it but do not move money.
 */
export async function refundReservation(payload: Payload, user: RoleBearer | null, id: string): Promise<RefundOutcome> {
  if (!user) return { status: 401, body: { error: 'Sign in to refund a deposit.' } }
  const reservation = (await payload
    .findByID({ collection: 'reservations', id, depth: 0, user: user as never, overrideAccess: false })
    .catch(() => null)) as Reservation | null
  if (!reservation) return { status: 404, body: { error: 'No such reservation.' } }
  const tenant = idOf(reservation.tenant)
  if (!isPlatformAdmin(user) && !(tenant && tenantIdsWithRole(user, TENANT_ADMIN_ROLES).map(String).includes(tenant)))
    return { status: 403, body: { error: 'Only the dealer’s admins can refund a deposit.' } }
  const email = (user as { email?: unknown }).email
  return refundDeposit(payload, reservation, typeof email === 'string' ? email : `user ${String(user.id)}`)
}

async function dealerAccount(payload: Payload, reservation: Reservation): Promise<string | undefined> {
  const tenant = await payload
    .findByID({ collection: 'tenants', id: idOf(reservation.tenant)!, depth: 0, overrideAccess: true })
    .catch(() => null)
  return tenant?.features?.stripeAccount?.trim() || undefined
}

/**
 * The deposit given back in full through Stripe's Refunds API on the account it was paid to,
 * then recorded on the reservation (refunded: the car is free again, carHold.ts; the buyer is
 * e-mailed, buyerEmails.ts). Stripe is asked with one key per reservation, so asking again
 * after a lost answer, or after Stripe refunded but the record failed, records the same refund.
 */
export async function refundDeposit(payload: Payload, reservation: Reservation, by: string): Promise<RefundOutcome> {
  const refusal = refundRefusal(reservation)
  if (refusal) return { status: 409, body: { error: refusal } }
  const config = stripeConfig()
  // Reservations made before the account was recorded on them were paid to the dealer's account.
  const account = reservation.stripeAccount?.trim() || (await dealerAccount(payload, reservation))
  if (!config || !account)
    return { status: 503, body: { error: 'This platform has no Stripe keys: the platform’s operator must set them.' } }
  let refund
  try {
    refund = await refundPayment(config, {
      account,
      paymentIntent: reservation.paymentIntent!,
      reservationId: String(reservation.id),
    })
  } catch (error) {
    log.error({ err: error, reservation: reservation.id }, 'deposit not refunded')
    const why = error instanceof PaymentProviderError ? error.message : 'Stripe did not answer'
    return { status: 502, body: { error: `The deposit was not refunded: ${why}. Nothing changed; try again.` } }
  }
  try {
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: {
        status: 'refunded',
        refundId: refund.id,
        refundedAt: new Date().toISOString(),
        refundedBy: by,
      },
      overrideAccess: true,
    })
  } catch (error) {
    log.error({ err: error, reservation: reservation.id, refund: refund.id }, 'refund made but not recorded')
    return {
      status: 503,
      body: {
        error: `Stripe refunded the deposit (${refund.id}) but it was not recorded: press Refund again to record it.`,
      },
    }
  }
  return {
    status: 200,
    body: { message: `Refunded at Stripe (${refund.id}); the buyer is e-mailed.`, refund: refund.id },
  }
}
