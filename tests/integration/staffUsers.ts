import type { Payload } from 'payload'
import type { Tenant, User } from '@/payload-types'
import type { TenantRole } from '@tenants/roles'
import { userByEmail } from './payload'

export const STAFF_PASSWORD = 'a-long-enough-password'

/** A staff user with the given roles at each dealer (e.g. viewer at one, editor at another). */
export async function staffUser(
  payload: Payload,
  email: string,
  roles: { tenant: Tenant; roles: TenantRole[] }[],
): Promise<User> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (!existing.docs.length)
    await payload.create({
      collection: 'users',
      data: {
        email,
        password: STAFF_PASSWORD,
        name: email,
        tenants: roles.map((entry) => ({ tenant: entry.tenant.id, roles: entry.roles })),
      } as never,
      overrideAccess: true,
    })
  return userByEmail(payload, email)
}

/** The Authorization header the admin sends for this staff user (created by staffUser). */
export async function authorizationOf(payload: Payload, email: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password: STAFF_PASSWORD } })
  return `JWT ${token}`
}
