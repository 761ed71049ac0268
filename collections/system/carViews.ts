import type { CollectionConfig } from 'payload'
import { CAR_VIEWS } from '@/features/carViews/carViewsSlug'
import { serverOnly } from '../access/platform'

/**
 * One row per counted view of a car's page (src/features/carViews): written once per visitor
 * and car in a while, never changed, so concurrent views can never overwrite each other's
 * count (a read-modify-write counter would lose views under load on any database). A car's
 * views are its rows. The server's own record: closed to every API.
 */
export const CarViews: CollectionConfig = {
  slug: CAR_VIEWS,
  admin: { hidden: true },
  access: serverOnly,
  lockDocuments: false,
  indexes: [{ fields: ['tenant', 'car'] }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true },
    /** The car's slug: views follow the page, whatever becomes of the stored car. */
    { name: 'car', type: 'text', required: true, maxLength: 200 },
  ],
}
