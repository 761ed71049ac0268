import { describe, expect, it } from 'vitest'
import { hasTenantRole, idOf, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'

const user: RoleBearer = {
  id: 7,
  roles: [],
  tenants: [
    { tenant: 1, roles: ['editor'] },
    { tenant: { id: 'abc' }, roles: ['dealer-admin'] },
    { tenant: 3, roles: ['viewer'] },
    { tenant: null, roles: ['editor'] },
  ],
}

describe('role helpers', () => {
  it('recognises only the platform-admin global role as platform admin', () => {
    expect(isPlatformAdmin({ id: 1, roles: ['platform-admin'] })).toBe(true)
    expect(isPlatformAdmin(user)).toBe(false)
    expect(isPlatformAdmin(null)).toBe(false)
  })

  it('lists the tenants where the user holds a role, for numeric and string ids', () => {
    expect(tenantIdsWithRole(user)).toEqual(['1', 'abc', '3'])
    expect(tenantIdsWithRole(user, ['dealer-admin', 'editor'])).toEqual(['1', 'abc'])
    expect(tenantIdsWithRole(user, ['dealer-admin'])).toEqual(['abc'])
  })

  it('checks a role on one tenant whatever the id representation', () => {
    expect(hasTenantRole(user, '1', ['editor'])).toBe(true)
    expect(hasTenantRole(user, { id: 1 }, ['editor'])).toBe(true)
    expect(hasTenantRole(user, 3, ['editor'])).toBe(false)
    expect(hasTenantRole(user, undefined, ['editor'])).toBe(false)
    expect(idOf({ id: 42 })).toBe('42')
  })
})
