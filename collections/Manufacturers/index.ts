import { isPlatformAdmin, type RoleBearer } from '@tenants/roles'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { platformAdminOnly } from '../access/platform'
import { MEDIA_DIR } from '../Media'
import { slugField } from '../fields/slug'

/**
 * Makes shared by every dealer site (Toyota, Ford, Jayco, ...). Public reference data:
 * anyone may read; only platform admins change it. The document's file is the make's logo.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: 'Platform',
    // Shared by every dealer and kept by platform admins: not in a dealer's staff's menu
    // (their offers and models still pick from it).
    hidden: ({ user }) => !isPlatformAdmin(user as RoleBearer | null),
  },
  access: {
    read: () => true,
    create: platformAdminOnly,
    update: platformAdminOnly,
    delete: platformAdminOnly,
  },
  upload: {
    staticDir: path.join(MEDIA_DIR, 'manufacturers'),
    mimeTypes: ['image/*'],
    filesRequiredOnCreate: false,
  },
  fields: [{ name: 'name', type: 'text', required: true, unique: true }, slugField('name', { unique: true })],
}
