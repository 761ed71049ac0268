import type { Access } from 'payload'
import { isPlatformAdmin, type RoleBearer } from '@tenants/roles'

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user as RoleBearer | null)

export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Records only the server's own code touches (Local API with overrideAccess): closed to every user and API. */
export const serverOnly = { read: () => false, create: () => false, update: () => false, delete: () => false } as const
