import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { RESERVATION_STATUSES } from '@/domain/reservations'
import { dayAndTimePicker } from '@blocks/fields/datePickers'
import { leadAccess } from '../Leads/access'
import { holdCarAfterChange, holdCarAfterDelete } from '@/features/reservations/carHold'
import { emailBuyerAfterChange } from '@/features/reservations/buyerEmails'
import { orderFollowsPaymentAfterChange } from '@/features/orders/orderHold'

const readOnly = { readOnly: true }
/** Written by the server (the reservation endpoint and the payment webhook) only. */
const recordedByServer = { create: () => false, update: () => false }

/**
 * Staff may release a paid hold early (the buyer changed their mind, the car sold in the
 * showroom); every other status is the payment's own (the webhook, with no user, sets it).
 */
const staffOnlyRelease: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc || data.status === undefined) return data
  if (data.status === originalDoc.status) return data
  if (originalDoc.status === 'held' && data.status === 'released') return data
  throw new APIError('Staff can only release a held reservation; the payment sets every other status.', 400, null, true)
}

/**
 * Cars reserved online with a deposit (src/features/reservations): stored before the buyer is
 * sent to pay, held once the payment provider reports the deposit paid. Staff of the dealer
 * read them and may release a hold; nobody creates or edits them over the API.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'status', 'heldUntil', 'createdAt'],
    group: 'Leads',
    description:
      'Cars reserved online with a deposit. A paid reservation holds the car for 48 hours and arrives as a lead too; set the status to “Released by the dealer” to offer the car again sooner. A dealer admin gives a paid deposit back with Refund deposit (through Stripe; the buyer is e-mailed and the car is offered again).',
  },
  defaultSort: '-createdAt',
  // Only the reservation endpoint creates them (as the server); nobody over the API, platform admins included.
  access: { ...leadAccess, create: () => false },
  hooks: {
    beforeChange: [staffOnlyRelease],
    // The car shows reserved while one of its reservations blocks it (src/features/reservations/carHold.ts).
    afterChange: [holdCarAfterChange, emailBuyerAfterChange, orderFollowsPaymentAfterChange],
    afterDelete: [holdCarAfterDelete],
  },
  fields: [
    { name: 'summary', type: 'text', access: recordedByServer, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'awaiting-payment',
          options: RESERVATION_STATUSES.map((status) => ({ ...status })),
        },
        {
          name: 'heldUntil',
          type: 'date',
          access: recordedByServer,
          admin: { ...readOnly, date: dayAndTimePicker, description: '48 hours from payment.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'car',
          type: 'relationship',
          relationTo: 'cars',
          index: true,
          access: recordedByServer,
          admin: readOnly,
        },
        { name: 'carTitle', label: 'The car', type: 'text', access: recordedByServer, admin: readOnly },
        { name: 'stockNumber', type: 'text', access: recordedByServer, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, access: recordedByServer, admin: readOnly },
        { name: 'lastName', type: 'text', access: recordedByServer, admin: readOnly },
        { name: 'email', type: 'email', required: true, access: recordedByServer, admin: readOnly },
        { name: 'phone', type: 'text', required: true, access: recordedByServer, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'deposit',
          label: 'Paid ($)',
          type: 'number',
          required: true,
          access: recordedByServer,
          admin: readOnly,
        },
        { name: 'currency', type: 'text', access: recordedByServer, admin: readOnly },
        {
          name: 'paidAt',
          type: 'date',
          access: recordedByServer,
          admin: { ...readOnly, date: dayAndTimePicker },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Payment',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'checkoutSession',
          label: 'Stripe Checkout Session',
          type: 'text',
          index: true,
          access: recordedByServer,
          admin: readOnly,
        },
        {
          name: 'checkoutEndsAt',
          type: 'date',
          access: recordedByServer,
          admin: { ...readOnly, date: dayAndTimePicker },
        },
        { name: 'paymentIntent', label: 'Stripe payment', type: 'text', access: recordedByServer, admin: readOnly },
        {
          name: 'stripeAccount',
          label: 'Paid to (Stripe account)',
          type: 'text',
          access: recordedByServer,
          admin: readOnly,
        },
        {
          type: 'row',
          fields: [
            { name: 'refundId', label: 'Stripe refund', type: 'text', access: recordedByServer, admin: readOnly },
            {
              name: 'refundedAt',
              type: 'date',
              access: recordedByServer,
              admin: { ...readOnly, date: dayAndTimePicker },
            },
            { name: 'refundedBy', type: 'text', access: recordedByServer, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'receiptSentAt',
              label: 'Receipt e-mailed to the buyer',
              type: 'date',
              access: recordedByServer,
              admin: { ...readOnly, date: dayAndTimePicker },
            },
            {
              name: 'refundNoticeSentAt',
              label: 'Refund e-mailed to the buyer',
              type: 'date',
              access: recordedByServer,
              admin: { ...readOnly, date: dayAndTimePicker },
            },
          ],
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads', access: recordedByServer, admin: readOnly },
        {
          name: 'order',
          type: 'relationship',
          relationTo: 'orders',
          access: recordedByServer,
          admin: { ...readOnly, description: 'The online order this payment is for; none for a deposit alone.' },
        },
      ],
    },
    // The buyer's link to their reservation's page (/cars/{slug}/reserved?ref=...): never shown.
    { name: 'reference', type: 'text', index: true, access: recordedByServer, admin: { hidden: true } },
    {
      name: 'refund',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/features/reservations/ui/RefundButton#RefundButton' },
      },
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      admin: { description: 'Internal notes; never shown to the buyer.' },
    },
  ],
}
