import type { CollectionConfig } from 'payload'
import { leadAccess } from '../Leads/access'

const readOnly = { readOnly: true }

/**
 * The cars signed-in visitors saved on a dealer's site (src/features/savedCars), one entry per
 * visitor and car. Written by the visitor's own requests only; the dealer's staff read them
 * (which cars people watch), dealer admins delete them, and they go with their visitor.
 */
export const Watchlist: CollectionConfig = {
  slug: 'watchlist',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist' },
  graphQL: { singularName: 'WatchlistEntry', pluralName: 'Watchlist' },
  admin: {
    useAsTitle: 'carTitle',
    defaultColumns: ['carTitle', 'visitor', 'createdAt'],
    group: 'Leads',
    description: 'Cars visitors saved to their watchlist on the site.',
  },
  defaultSort: '-createdAt',
  access: { ...leadAccess, create: () => false, update: () => false },
  fields: [
    { name: 'visitor', type: 'relationship', relationTo: 'visitors', required: true, index: true, admin: readOnly },
    { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true, admin: readOnly },
    // The car's title when it was saved: the entry still says which car it was once the car has gone.
    { name: 'carTitle', type: 'text', required: true, admin: readOnly },
    // One entry per visitor and car, whichever instance takes the save: two saves at once store one.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
