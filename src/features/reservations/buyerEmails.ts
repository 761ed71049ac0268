import type { CollectionAfterChangeHook, PayloadRequest, TaskConfig } from 'payload'
import type { Reservation, Tenant } from '@/payload-types'
import { formatPaid, formatHoldEnd } from '@/domain/reservations'
import { idOf } from '@/domain/ids'
import { siteSettings } from '@tenants/settings'
import { siteOrigin } from '@tenants/siteUrl'
import { LEADS_QUEUE } from '@/features/leads/delivery/deliverLead'
import { escape } from '@/features/leads/delivery/leadEmail'
import { orderLines } from '@/features/orders/orderPaid'

export type BuyerEmailKind = 'receipt' | 'refund'
type Email = { subject: string; text: string; html: string }

/**
 * What the buyer is sent: the receipt for a paid deposit with the hold's end, or word that
 * the deposit was refunded. Plain words, the dealer's name and number to call, the car's page.
 */
export function buyerEmail(
  kind: BuyerEmailKind,
  reservation: Reservation,
  dealer: { name: string; phone: string | null; timeZone: string; carUrl: string | null },
): Email {
  const deposit = formatPaid(reservation.deposit, reservation.currency)
  const car = reservation.carTitle ?? 'your car'
  const call = dealer.phone ? ` If you have any questions, call us on ${dealer.phone}.` : ''
  const order = reservation.order && typeof reservation.order === 'object' ? reservation.order : null
  const lines =
    kind === 'receipt' && order
      ? [
          `Hi ${reservation.firstName},`,
          `Thank you: your order for the ${car} with ${dealer.name} is placed, and your payment of ${deposit} is received${reservation.paymentIntent ? ` (Stripe payment ${reservation.paymentIntent})` : ''}.`,
          ...orderLines(order, dealer.timeZone),
          `One of our team will call you shortly to arrange the rest.${call}`,
        ]
      : kind === 'receipt'
        ? [
            `Hi ${reservation.firstName},`,
            `Thank you: your ${deposit} deposit to ${dealer.name} is paid${reservation.paymentIntent ? ` (Stripe payment ${reservation.paymentIntent})` : ''}.`,
            `The ${car}${reservation.stockNumber ? ` (stock number ${reservation.stockNumber})` : ''} is held for you until ${reservation.heldUntil ? formatHoldEnd(reservation.heldUntil, dealer.timeZone) : 'we call you'}. One of our team will call you shortly to arrange the next steps.${call}`,
          ]
        : [
            `Hi ${reservation.firstName},`,
            `We have refunded your ${deposit} deposit for the ${car}${reservation.refundId ? ` (Stripe refund ${reservation.refundId})` : ''}. It goes back to the card you paid with; banks usually show it within 5 to 10 business days.`,
            `The car is no longer held for you.${call}`,
          ]
  const link = dealer.carUrl ? `See the car: ${dealer.carUrl}` : null
  const subject =
    kind === 'receipt' && order
      ? `Your order is placed: the ${car}`
      : kind === 'receipt'
        ? `Your deposit is paid: the ${car} is held for you`
        : `Your deposit for the ${car} is refunded`
  const text = [...lines, ...(link ? [link] : []), dealer.name].join('\n\n')
  const html = [
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    dealer.carUrl ? `<p><a href="${escape(dealer.carUrl)}">See the car</a></p>` : '',
    `<p>${escape(dealer.name)}</p>`,
  ].join('\n')
  return { subject, text, html }
}

/** Queues the buyer's e-mail in the transaction that changed the reservation: no hold or refund without it. */
export const emailBuyerAfterChange: CollectionAfterChangeHook<Reservation> = async ({ doc, previousDoc, req }) => {
  if (previousDoc?.status === doc.status) return doc
  const kind: BuyerEmailKind | null = doc.status === 'held' ? 'receipt' : doc.status === 'refunded' ? 'refund' : null
  if (kind) await queueBuyerEmail(req, doc, kind)
  return doc
}

async function queueBuyerEmail(req: PayloadRequest, reservation: Reservation, kind: BuyerEmailKind) {
  await req.payload.jobs.queue({
    task: 'emailBuyer',
    queue: LEADS_QUEUE,
    input: { reservation: String(reservation.id), kind },
    req,
  })
}

const SENT_AT = { receipt: 'receiptSentAt', refund: 'refundNoticeSentAt' } as const

/** Sends one buyer e-mail once: a retry after it was sent (the date is recorded) sends nothing. */
export const emailBuyerTask: TaskConfig<'emailBuyer'> = {
  slug: 'emailBuyer',
  label: 'E-mail a buyer about their deposit',
  inputSchema: [
    { name: 'reservation', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  retries: { attempts: 9, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const kind: BuyerEmailKind = input.kind === 'refund' ? 'refund' : 'receipt'
    const reservation = await payload.findByID({
      collection: 'reservations',
      id: input.reservation,
      depth: 1,
      overrideAccess: true,
    })
    if (reservation[SENT_AT[kind]]) return { output: {} }
    const tenant = (await payload.findByID({
      collection: 'tenants',
      id: idOf(reservation.tenant)!,
      depth: 0,
      overrideAccess: true,
    })) as Tenant
    const car = reservation.car && typeof reservation.car === 'object' ? reservation.car : null
    const email = buyerEmail(kind, reservation, {
      name: tenant.name,
      phone: tenant.contact?.salesPhone || tenant.contact?.mainPhone || null,
      timeZone: siteSettings(tenant).identity.timeZone,
      carUrl: car?.slug ? `${siteOrigin(tenant)}/cars/${car.slug}` : null,
    })
    await payload.sendEmail({ to: reservation.email, ...email })
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { [SENT_AT[kind]]: new Date().toISOString() },
      overrideAccess: true,
    })
    return { output: {} }
  },
}
