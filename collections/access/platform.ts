import type { Access, FieldAccess } from 'payload'
import { isPlatformAdmin, type RoleBearer } from './roles'

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user as RoleBearer | null)

export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(req.user as RoleBearer | null)

export const signedIn: Access = ({ req }) => Boolean(req.user)
