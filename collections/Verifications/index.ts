import type { CollectionConfig } from 'payload'
import { VERIFICATION_OUTCOMES, VERIFICATION_TYPES } from '@/domain/oneTimeCode'
import { leadAccess } from '../Leads/access'

const readOnly = { readOnly: true }
/** The code's hash and the count of guesses are the server's: never shown or sent to anyone. */
const serverField = { read: () => false, create: () => false, update: () => false }

/**
 * Every code texted to a visitor (type sms) and every attempt to use one (type verify), as the
 * spec records them, for the dealer's staff to read. Written by the sign-in only.
 */
export const Verifications: CollectionConfig = {
  slug: 'verifications',
  labels: { singular: 'Verification', plural: 'Verifications' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'type', 'outcome', 'purpose', 'createdAt'],
    group: 'Leads',
    description: 'Codes texted to visitors signing in, and each use of one.',
  },
  defaultSort: '-createdAt',
  access: { ...leadAccess, create: () => false, update: () => false },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...VERIFICATION_TYPES], admin: readOnly },
        { name: 'outcome', type: 'select', required: true, options: [...VERIFICATION_OUTCOMES], admin: readOnly },
        { name: 'purpose', type: 'text', admin: { ...readOnly, description: 'What the visitor was signing in for.' } },
      ],
    },
    { name: 'visitor', type: 'relationship', relationTo: 'visitors', admin: readOnly },
    { name: 'expiresAt', type: 'date', admin: readOnly },
    { name: 'codeHash', type: 'text', access: serverField, admin: { hidden: true } },
    { name: 'tries', type: 'number', defaultValue: 0, access: serverField, admin: { hidden: true } },
    { name: 'usedAt', type: 'date', admin: readOnly },
    // The code a successful check spent: unique, so two requests with one code cannot both sign in.
    { name: 'spentCode', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'provider', type: 'text', admin: readOnly },
  ],
}
