import type { CollectionConfig } from 'payload'
import { IMPORT_STATUSES, STOCK_ARRIVALS, STOCK_IMPORTS } from '@search-sync/importHistory'
import { stockImportAccess } from './access'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ label, value }))
const count = (name: string, label: string) => ({ name, label, type: 'number' as const, min: 0 })

/**
 * Every stock import of a dealer, whichever way the feed arrived (nightly, a push from the
 * dealer's system, the command line, Sync now): written by the stock sync only
 * (search-sync/importHistory.ts), read by the dealer's staff on the admin's Stock page.
 */
export const StockImports: CollectionConfig = {
  slug: STOCK_IMPORTS,
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  // Staff read imports on the Stock page (src/admin/stock), which lays them out per dealer.
  admin: { hidden: true, defaultColumns: ['arrival', 'status', 'startedAt', 'received'] },
  defaultSort: '-createdAt',
  access: stockImportAccess,
  lockDocuments: false,
  fields: [
    { name: 'arrival', type: 'select', required: true, options: options(STOCK_ARRIVALS) },
    { name: 'status', type: 'select', required: true, index: true, options: options(IMPORT_STATUSES) },
    { name: 'requestedBy', type: 'text', admin: { description: 'Who pressed Sync now.' } },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
    count('received', 'Cars in the feed'),
    count('created', 'New'),
    count('updated', 'Updated'),
    count('unchanged', 'Unchanged'),
    count('markedSold', 'Taken off sale'),
    count('wouldMarkSold', 'A full feed would take off sale'),
    count('rejectedCount', 'Rows rejected'),
    {
      name: 'rejected',
      type: 'array',
      admin: { description: 'The first rejected rows of the feed, with the reason.' },
      fields: [
        { name: 'line', type: 'number', required: true },
        { name: 'stockNumber', type: 'text' },
        { name: 'reason', type: 'text', required: true },
      ],
    },
    { name: 'message', type: 'textarea', admin: { description: 'Why nothing was written, or what failed.' } },
  ],
}
