import type { CollectionConfig } from 'payload'
import { IMPORT_LOCKS } from '@search-sync/feed/importLock'
import { serverOnly } from '../access/platform'

/**
 * One stock import per dealer at a time, across processes and app instances: an import holds
 * its dealer's row here (the unique tenant makes taking it atomic in the database) and renews
 * it while it runs; a row past its expiry was left by an import that died and may be taken
 * over (search-sync/feed/importLock.ts). The server's own record: closed to every API.
 */
export const ImportLocks: CollectionConfig = {
  slug: IMPORT_LOCKS,
  admin: { hidden: true },
  access: serverOnly,
  lockDocuments: false,
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, unique: true },
    { name: 'holder', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
