import type { CollectionConfig } from 'payload'
import { LEAD_CATEGORIES } from '@/domain/leads'
import { leadAccess } from './access'

const readOnly = { readOnly: true }

/** Enquiries from visitors, stored before anything is forwarded; staff follow them up here. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'category', 'status', 'createdAt'],
    group: 'Leads',
    description: 'Enquiries from the dealer site. Visitors’ details are read-only; set the status as you follow each one up.',
  },
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'summary', type: 'text', admin: { ...readOnly, description: 'Name and category, for lists.' } },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, options: LEAD_CATEGORIES.map((c) => ({ label: c.label, value: c.value })), admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: [
            { label: 'New', value: 'new' },
            { label: 'Contacted', value: 'contacted' },
            { label: 'Closed', value: 'closed' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, admin: readOnly },
        { name: 'lastName', type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, admin: readOnly },
        { name: 'phone', type: 'text', required: true, admin: { ...readOnly, description: 'Normalised: digits only, starting with 0.' } },
        { name: 'postcode', type: 'text', admin: readOnly },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    { name: 'details', type: 'json', admin: { ...readOnly, description: 'Answers specific to the form, such as company and fleet size.' } },
    { name: 'optIn', type: 'checkbox', defaultValue: false, admin: { ...readOnly, description: 'Agreed to receive offers and product updates.' } },
    {
      type: 'collapsible',
      label: 'Where it came from',
      admin: { initCollapsed: true },
      fields: [
        { name: 'pageUrl', type: 'text', admin: readOnly },
        { name: 'userAgent', type: 'text', admin: readOnly },
      ],
    },
    { name: 'staffNotes', type: 'textarea', admin: { description: 'Internal notes on the follow-up; never shown to the visitor.' } },
  ],
}
