import type { CollectionConfig } from 'payload'
import { serverOnly } from '../access/platform'

/**
 * Signed-in visitors' sessions: the hash of the token in their cookie, the site it is good
 * on and until when. Closed to every user and API; the sign-in's own code reads and writes it.
 */
export const VisitorSessions: CollectionConfig = {
  slug: 'visitor-sessions',
  admin: { hidden: true },
  access: serverOnly,
  lockDocuments: false,
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'visitor', type: 'relationship', relationTo: 'visitors', required: true, index: true },
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
