import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { formatDeposit, formatHoldEnd } from '@/domain/reservations'
import { formatHandoverDay } from '@/domain/orders'
import { orderLines } from '@/features/orders/orderPaid'
import { reservationByReference } from '@/features/reservations/cancelCheckout'
import { CheckAgainShortly } from '@/features/reservations/ui/CheckAgainShortly.client'
import { siteSettings } from '@tenants/settings'
import { telHref } from '@/domain/phone'

// One buyer's page, reached from Stripe with their reference: never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your reservation', robots: { index: false, follow: false } }

type Args = { params: Promise<{ slug: string }>; searchParams: Promise<{ ref?: string | string[] }> }

/**
 * /cars/{slug}/reserved?ref=...: where Stripe sends the buyer after paying. It says what the
 * dealer knows: held until when, still confirming (Stripe's report can arrive a moment after
 * the buyer), not paid, or paid too late (the deposit is refunded).
 */
export default async function ReservedPage({ params, searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const [{ slug }, { ref }] = await Promise.all([params, searchParams])
  const reservation = typeof ref === 'string' ? await reservationByReference(tenant, ref) : null
  const car = reservation?.car && typeof reservation.car === 'object' ? reservation.car : null
  if (!reservation || car?.slug !== decodeURIComponent(slug)) notFound()
  const settings = siteSettings(tenant)
  const phone = tenant.contact?.salesPhone || tenant.contact?.mainPhone
  const deposit = formatDeposit(Math.round(reservation.deposit * 100))
  const call = phone ? (
    <>
      {' '}
      Questions? Call us on <a href={telHref(phone)}>{phone}</a>.
    </>
  ) : null
  const order = reservation.order && typeof reservation.order === 'object' ? reservation.order : null
  const [heading, text] =
    order && reservation.status === 'held'
      ? [
          'Your order is placed',
          `Thank you, ${reservation.firstName}. Your payment of ${deposit} is received and the ${reservation.carTitle} is held for you: ${order.handover === 'delivery' ? 'we deliver it' : 'pick it up'} on ${formatHandoverDay(order.handoverDay!)}. We have e-mailed you the order, and one of our team will call you to arrange the rest.`,
        ]
      : reservation.status === 'held' || reservation.status === 'released'
        ? [
            'Your car is reserved',
            `Thank you, ${reservation.firstName}. Your ${deposit} deposit is paid and the ${reservation.carTitle} is held for you until ${formatHoldEnd(reservation.heldUntil!, settings.identity.timeZone)}. One of our team will call you shortly to arrange the next steps.`,
          ]
        : reservation.status === 'awaiting-payment'
          ? [
              'Confirming your payment',
              `Thank you, ${reservation.firstName}. We are waiting for the payment provider to confirm your ${deposit} deposit for the ${reservation.carTitle}; this page updates by itself.`,
            ]
          : reservation.status === 'refund-due'
            ? [
                'This car was reserved moments before you',
                `Sorry, ${reservation.firstName}: another buyer reserved the ${reservation.carTitle} just before your payment arrived. Your ${deposit} deposit will be refunded in full, and we will call you about similar cars.`,
              ]
            : ['Your payment did not go through', `Nothing was charged for the ${reservation.carTitle}.`]
  return (
    <main id="main" className="site-main success-page">
      <section className="page-hero">
        <h1>{heading}</h1>
        <p className="page-summary" role="status">
          {text}
          {call}
        </p>
      </section>
      {order && reservation.status === 'held' ? (
        <ul className="order-lines" aria-label="Your order">
          {orderLines(order, settings.identity.timeZone).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {reservation.status === 'awaiting-payment' ? <CheckAgainShortly /> : null}
      <p className="success-links">
        <a className="button" href={`/cars/${car.slug}`}>
          Back to the car
        </a>
      </p>
    </main>
  )
}
