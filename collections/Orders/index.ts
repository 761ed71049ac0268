import { APIError, type CollectionBeforeChangeHook, type CollectionConfig, type Field } from 'payload'
import { ORDER_STATUSES, orderMoveRefusal } from '@/domain/orders'
import { dayAndTimePicker } from '@blocks/fields/datePickers'
import { leadAccess } from '../Leads/access'
import { releaseCarAfterCancel } from '@/features/orders/orderHold'

const readOnly = { readOnly: true }
/** Written by the server (the order endpoint and the payment webhook) only. */
const recordedByServer = { create: () => false, update: () => false }
const recorded = (field: { name: string; type: string; admin?: object; [key: string]: unknown }): Field =>
  ({ ...field, access: recordedByServer, admin: { ...readOnly, ...field.admin } }) as Field

/** Staff move a paid order along its steps (src/domain/orders.ts); the payment sets every other status. */
const staffMoves: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc || data.status === undefined) return data
  const refusal = orderMoveRefusal(originalDoc.status, data.status)
  if (refusal) throw new APIError(refusal, 400, null, true)
  return data
}

/**
 * Cars bought online through the checkout journey (src/features/orders): stored before the
 * buyer pays, placed once Stripe reports the payment (a reservation records the money and
 * holds the car). Staff of the dealer read them and move them to confirmed, ready, handed
 * over or cancelled; nobody creates them or changes what the buyer chose over the API.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'status', 'handoverDay', 'createdAt'],
    group: 'Leads',
    description:
      'Cars bought online. A paid order holds the car until the day after its handover and arrives as a lead too. Move it to Confirmed, Ready for handover and Handed over as you go; Cancelled offers the car again (refund the payment from its reservation).',
  },
  defaultSort: '-createdAt',
  access: { ...leadAccess, create: () => false },
  hooks: { beforeChange: [staffMoves], afterChange: [releaseCarAfterCancel] },
  fields: [
    recorded({ name: 'summary', type: 'text' }),
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'awaiting-payment',
          options: ORDER_STATUSES.map((status) => ({ ...status })),
        },
        recorded({ name: 'paidAt', type: 'date', admin: { date: dayAndTimePicker } }),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded({ name: 'car', type: 'relationship', relationTo: 'cars', index: true }),
        recorded({ name: 'carTitle', label: 'The car', type: 'text' }),
        recorded({ name: 'stockNumber', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded({ name: 'firstName', type: 'text', required: true }),
        recorded({ name: 'lastName', type: 'text' }),
        recorded({ name: 'email', type: 'email', required: true }),
        recorded({ name: 'phone', type: 'text', required: true, index: true }),
      ],
    },
    recorded({
      name: 'visitor',
      label: 'Signed-in buyer',
      type: 'relationship',
      relationTo: 'visitors',
      index: true,
    }),
    {
      type: 'row',
      fields: [
        recorded({
          name: 'paymentMethod',
          type: 'select',
          options: [
            { value: 'cash', label: 'Cash (own funds)' },
            { value: 'finance', label: 'Finance' },
          ],
        }),
        recorded({
          name: 'handover',
          type: 'select',
          options: [
            { value: 'pick-up', label: 'Pick-up at the dealership' },
            { value: 'delivery', label: 'Delivery' },
          ],
        }),
        recorded({ name: 'handoverDay', type: 'text', admin: { description: 'YYYY-MM-DD, the dealer’s calendar.' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded({ name: 'deliveryAddress', type: 'text' }),
        recorded({ name: 'deliveryPostcode', type: 'text' }),
      ],
    },
    {
      type: 'group',
      name: 'tradeIn',
      label: 'Trade-in',
      fields: [
        {
          type: 'row',
          fields: [
            recorded({
              name: 'kind',
              type: 'select',
              options: [
                { value: 'none', label: 'No trade-in' },
                { value: 'offer', label: 'Our offer, accepted' },
                { value: 'valuation', label: 'To be valued' },
              ],
            }),
            recorded({ name: 'offerLead', label: 'The offer’s lead', type: 'relationship', relationTo: 'leads' }),
            recorded({ name: 'credit', label: 'Credit ($)', type: 'number' }),
          ],
        },
        recorded({ name: 'car', label: 'The buyer’s car', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded({ name: 'price', label: 'Drive-away price ($)', type: 'number' }),
        recorded({ name: 'balance', label: 'Balance after trade-in ($)', type: 'number' }),
        recorded({ name: 'paidNow', label: 'Paid online ($)', type: 'number' }),
        recorded({ name: 'dueLater', label: 'Due at handover ($)', type: 'number' }),
        recorded({ name: 'currency', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded({ name: 'reservation', label: 'Payment', type: 'relationship', relationTo: 'reservations' }),
        recorded({ name: 'lead', type: 'relationship', relationTo: 'leads' }),
        recorded({ name: 'confirmationSentAt', label: 'E-mailed to the buyer', type: 'date' }),
      ],
    },
    // The buyer's link to their order's page: never shown.
    { name: 'reference', type: 'text', index: true, access: recordedByServer, admin: { hidden: true } },
    { name: 'staffNotes', type: 'textarea', admin: { description: 'Internal notes; never shown to the buyer.' } },
  ],
}
