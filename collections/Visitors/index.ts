import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { leadAccess } from '../Leads/access'

const readOnly = { readOnly: true }

/**
 * A visitor deleted goes with everything stored about them: their sessions, watchlist and the
 * record of their codes. Before the visitor: the rows that must name a visitor go first.
 */
const forgetVisitor: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'visitors', id, req, depth: 0, overrideAccess: true })
  const tenant = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant
  const options = { req, overrideAccess: true } as const
  await req.payload.delete({ collection: 'visitor-sessions', where: { visitor: { equals: doc.id } }, ...options })
  await req.payload.delete({ collection: 'watchlist', where: { visitor: { equals: doc.id } }, ...options })
  await req.payload.delete({
    collection: 'verifications',
    where: { and: [{ tenant: { equals: tenant } }, { phone: { equals: doc.phone } }] },
    ...options,
  })
}

/**
 * A dealer site's visitors who signed in with a code texted to their mobile
 * (src/features/visitorAuth). One per number per site: the same person at two dealers is two
 * visitors. Visitors are not Payload users: they never sign in to the admin or reach its API,
 * and no access rule written for staff can admit them. Staff of the dealer read them; dealer
 * admins delete one on request, with everything stored about them.
 */
export const Visitors: CollectionConfig = {
  slug: 'visitors',
  labels: { singular: 'Visitor', plural: 'Visitors' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'firstName', 'lastSignInAt', 'createdAt'],
    group: 'Leads',
    description: 'Visitors who signed in on the site with a code texted to their mobile.',
  },
  defaultSort: '-lastSignInAt',
  // Created and changed by the sign-in only; staff read, dealer admins delete.
  access: { ...leadAccess, create: () => false, update: () => false },
  hooks: { beforeDelete: [forgetVisitor] },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', admin: readOnly },
        { name: 'lastName', type: 'text', admin: readOnly },
        { name: 'email', type: 'email', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'marketingConsent', type: 'checkbox', defaultValue: false, admin: readOnly },
        {
          name: 'marketingConsentAt',
          type: 'date',
          admin: { ...readOnly, description: 'When it was given or withdrawn.' },
        },
      ],
    },
    { name: 'lastSignInAt', type: 'date', index: true, admin: readOnly },
  ],
}
