import type { CollectionConfig } from 'payload'
import { serverOnly } from '../access/platform'

/**
 * Every photo address a feed named, and what the import made of it: the stored photo (its
 * content key, size and colour) or why it could not be had. The stock import reads it to
 * fetch each address once, and tries the failed ones again on its next run. Written and read
 * by the server's own code only.
 */
export const Photos: CollectionConfig = {
  slug: 'photos',
  admin: { hidden: true },
  access: serverOnly,
  lockDocuments: false,
  fields: [
    { name: 'source', type: 'text', required: true, unique: true, index: true },
    { name: 'key', type: 'text', index: true },
    { name: 'width', type: 'number' },
    { name: 'height', type: 'number' },
    { name: 'colour', type: 'text' },
    /** Why the last try failed; cleared once stored. */
    { name: 'problem', type: 'text' },
    { name: 'tries', type: 'number', defaultValue: 0 },
    { name: 'triedAt', type: 'date' },
    /** When the dropped-photo pass last looked for a car naming this address (search-sync/photos/prunePhotos.ts). */
    { name: 'checkedAt', type: 'date', index: true },
    /** Since when no car names it; cleared when one does again. */
    { name: 'unusedSince', type: 'date' },
  ],
}
