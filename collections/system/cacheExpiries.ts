import type { CollectionConfig } from 'payload'
import { CACHE_EXPIRIES } from '@/cache/sharedExpiry'
import { serverOnly } from '../access/platform'

/**
 * Cache tags expired by a process that is not the web server (the `sync:stock` CLI, another
 * app instance): each server follows this list and drops its cached pages with those tags
 * (src/cache/sharedExpiry.ts). Written and read by the server's own code only: no user, staff
 * or visitor reads or writes it over any API.
 */
export const CacheExpiries: CollectionConfig = {
  slug: CACHE_EXPIRIES,
  admin: { hidden: true },
  access: serverOnly,
  // Nobody edits these, so no document locks; createdAt is indexed with the timestamps.
  lockDocuments: false,
  fields: [{ name: 'tags', type: 'json', required: true }],
}
