import type { CollectionConfig } from 'payload'
import { STOCK_PUSHES } from '@search-sync/jobs/pushedStockImport'
import { serverOnly } from '../access/platform'

/**
 * Large feeds a dealer management system pushed, waiting for the stock queue: the push is
 * answered 202 with the job's id at once instead of holding the connection for the whole
 * import (search-sync/jobs/pushedStockImport.ts). The feed is kept compressed until the job
 * has imported it, then dropped; the report stays here and in the dealer's import history.
 * The server's own record: closed to every API.
 */
export const StockPushes: CollectionConfig = {
  slug: STOCK_PUSHES,
  admin: { hidden: true },
  access: serverOnly,
  lockDocuments: false,
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'full', type: 'checkbox', required: true, defaultValue: true },
    { name: 'records', type: 'number', required: true },
    /** The pushed JSON, gzipped and base64-encoded; cleared once imported. */
    { name: 'feed', type: 'textarea', maxLength: 64 * 1024 * 1024 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: ['queued', 'imported', 'refused', 'failed'],
    },
    { name: 'report', type: 'json' },
  ],
}
