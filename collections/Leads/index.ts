import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { queueLeadDelivery } from '@/features/leads/delivery/deliverLead'
import { LEAD_CATEGORIES, LEAD_STATUSES } from '@/domain/leads'
import { OFFER_ACCEPTED_SUBCATEGORY } from '@/domain/tradeInOffer'
import { leadAccess } from './access'
import { dealerOfferHook } from '@/features/leads/tradeInOfferFields'
import { dayAndTimePicker, dayPicker } from '@blocks/fields/datePickers'

const readOnly = { readOnly: true }
/** What the visitor sent: shown to staff, never changed after the fact (only status and notes are). */
const sentByVisitor = { update: () => false }

/** Only the server records delivery (Local API with overrideAccess); staff read it. */
const recordedByServer = { create: () => false, update: () => false }

/** A new lead's delivery is queued in the transaction that stores it. */
const queueDelivery: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueLeadDelivery(doc, req)
  return doc
}

/** Enquiries from visitors, stored before anything is forwarded; staff follow them up here. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'category', 'status', 'deliveryStatus', 'createdAt'],
    components: { beforeListTable: ['/src/features/leads/ui/LeadListFilters.client#LeadListFilters'] },
    group: 'Leads',
    description:
      'Enquiries from the dealer site. Visitors’ details are read-only; set the status as you follow each one up.',
  },
  defaultSort: '-createdAt',
  access: leadAccess,
  hooks: { beforeChange: [dealerOfferHook], afterChange: [queueDelivery] },
  fields: [
    {
      name: 'atAGlance',
      type: 'ui',
      admin: { components: { Field: '/src/features/leads/ui/LeadAtAGlance#LeadAtAGlance' } },
    },
    {
      name: 'summary',
      access: sentByVisitor,
      type: 'text',
      admin: { ...readOnly, description: 'Name and category, for lists.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          access: sentByVisitor,
          type: 'select',
          required: true,
          options: LEAD_CATEGORIES.map((c) => ({ label: c.label, value: c.value })),
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: LEAD_STATUSES.map((status) => ({ ...status })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subject',
          access: sentByVisitor,
          type: 'text',
          admin: { ...readOnly, description: 'The enquiry type the visitor chose.' },
        },
        {
          name: 'location',
          access: sentByVisitor,
          type: 'relationship',
          relationTo: 'locations',
          admin: { ...readOnly, description: 'The dealership the visitor chose (its first department).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', access: sentByVisitor, type: 'text', required: true, admin: readOnly },
        { name: 'lastName', access: sentByVisitor, type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', access: sentByVisitor, type: 'email', required: true, admin: readOnly },
        {
          name: 'phone',
          access: sentByVisitor,
          type: 'text',
          required: true,
          admin: { ...readOnly, description: 'Normalised: digits only, starting with 0.' },
        },
        { name: 'postcode', access: sentByVisitor, type: 'text', admin: readOnly },
      ],
    },
    { name: 'message', access: sentByVisitor, type: 'textarea', admin: readOnly },
    {
      name: 'subcategory',
      access: sentByVisitor,
      type: 'text',
      admin: {
        ...readOnly,
        description:
          'Which form: about a car (enquiry, find me something similar, photos, an offer), or a trade-in (valuation request, offer accepted).',
      },
    },
    {
      name: 'vehicle',
      label: 'The car',
      type: 'group',
      access: sentByVisitor,
      admin: {
        condition: (data) => Boolean(data?.vehicle?.stockNumber),
        description: 'The car the visitor asked about, as it was listed when they sent the enquiry.',
      },
      fields: [
        { name: 'car', type: 'relationship', relationTo: 'cars', admin: readOnly },
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', admin: readOnly },
            { name: 'year', type: 'number', admin: readOnly },
            { name: 'stockNumber', type: 'text', admin: readOnly },
            { name: 'price', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'text', admin: readOnly },
            { name: 'model', type: 'text', admin: readOnly },
            { name: 'carType', type: 'text', admin: readOnly },
            { name: 'status', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'dealershipSlug', type: 'text', admin: readOnly },
            { name: 'manufacturerSlug', type: 'text', admin: readOnly },
          ],
        },
        { name: 'link', type: 'text', admin: readOnly },
        { name: 'photo', type: 'text', admin: readOnly },
      ],
    },
    {
      name: 'tradeIn',
      label: 'The car to sell or trade in',
      type: 'group',
      access: sentByVisitor,
      admin: {
        condition: (data) => data?.category === 'trade-in',
        description: 'What the visitor told us about the car they want to sell or trade in.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'rego', label: 'Registration', type: 'text', admin: readOnly },
            { name: 'regoState', label: 'State', type: 'text', admin: readOnly },
            { name: 'kms', label: 'Kilometres', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'text', admin: readOnly },
            { name: 'model', type: 'text', admin: readOnly },
            { name: 'year', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'condition', type: 'text', admin: readOnly },
            { name: 'accident', label: 'Been in an accident', type: 'text', admin: readOnly },
            { name: 'serviceHistory', type: 'text', admin: readOnly },
            { name: 'financeOwing', label: 'Finance owing', type: 'text', admin: readOnly },
          ],
        },
        {
          name: 'preferredContact',
          label: 'Contact by',
          type: 'text',
          admin: { ...readOnly, description: 'Phone, Email or SMS, as the visitor asked.' },
        },
        {
          name: 'valuedInPerson',
          type: 'checkbox',
          admin: {
            ...readOnly,
            description: 'Over 7 years old or 100,000 km: the visitor was told it is valued in person.',
          },
        },
      ],
    },
    {
      name: 'dealerOffer',
      label: 'Our offer for the car',
      type: 'group',
      admin: {
        condition: (data) => data?.category === 'trade-in' && data?.subcategory !== OFFER_ACCEPTED_SUBCATEGORY,
        description:
          'Once you have valued the car, enter your offer and save: a link appears for the customer to see and accept it online (send it by SMS or e-mail). Their acceptance arrives as a new lead, “3. Offer Accepted”.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'amount',
              label: 'Offer ($)',
              type: 'number',
              min: 1,
              max: 10_000_000,
            },
            {
              name: 'validUntil',
              label: 'Valid until',
              type: 'date',
              admin: { date: dayPicker },
            },
          ],
        },
        // Made by the server (dealerOfferHook ignores what a request sends); staff copy the link.
        { name: 'token', type: 'text', index: true, admin: { hidden: true } },
        {
          name: 'link',
          label: 'Link for the customer',
          type: 'text',
          admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.link) },
        },
        {
          name: 'acceptedAt',
          label: 'Accepted online',
          type: 'date',
          admin: {
            readOnly: true,
            condition: (_, sibling) => Boolean(sibling?.acceptedAt),
            date: dayAndTimePicker,
          },
        },
      ],
    },
    {
      name: 'details',
      access: sentByVisitor,
      type: 'json',
      admin: {
        ...readOnly,
        // Shown as labelled answers at the top of the lead (LeadAtAGlance), not as raw JSON.
        hidden: true,
        description:
          'Answers specific to the form: model and preferred date of a test drive, company and fleet size, the offer it came from.',
      },
    },
    {
      name: 'optIn',
      access: sentByVisitor,
      type: 'checkbox',
      defaultValue: false,
      admin: { ...readOnly, description: 'Agreed to receive offers and product updates.' },
    },
    {
      type: 'collapsible',
      label: 'Where it came from',
      admin: { initCollapsed: true },
      fields: [
        { name: 'pageUrl', access: sentByVisitor, type: 'text', admin: readOnly },
        {
          name: 'pagesVisited',
          label: 'Pages visited before',
          access: sentByVisitor,
          type: 'textarea',
          admin: { ...readOnly, description: 'The visit’s latest pages on the site, oldest first.' },
        },
        { name: 'userAgent', access: sentByVisitor, type: 'text', admin: readOnly },
      ],
    },
    {
      name: 'deliveryStatus',
      label: 'Delivery',
      type: 'select',
      defaultValue: 'pending',
      access: recordedByServer,
      options: [
        { label: 'Waiting to send', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Retrying', value: 'retrying' },
        { label: 'Failed', value: 'failed' },
        { label: 'Not sent: no mail server', value: 'logged' },
      ],
      admin: {
        ...readOnly,
        position: 'sidebar',
        description:
          'Whether the lead reached the dealer (its “E-mail for leads” and lead webhook; each attempt below).',
      },
    },
    {
      name: 'resend',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/features/leads/ui/ResendLeadButton#ResendLeadButton' } },
    },
    {
      name: 'deliveryAttempts',
      label: 'Delivery attempts',
      type: 'array',
      access: recordedByServer,
      admin: { ...readOnly, initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'channel',
              type: 'select',
              required: true,
              options: [
                { label: 'E-mail', value: 'email' },
                { label: 'Webhook', value: 'webhook' },
              ],
            },
            { name: 'to', type: 'text' },
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'outcome',
              type: 'select',
              required: true,
              options: [
                { label: 'Sent', value: 'sent' },
                { label: 'Failed', value: 'failed' },
                { label: 'Logged only', value: 'logged' },
              ],
            },
          ],
        },
        { name: 'detail', type: 'text' },
      ],
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      admin: { description: 'Internal notes on the follow-up; never shown to the visitor.' },
    },
  ],
}
