import { describe, expect, it, vi } from 'vitest'
import { platformAdminOrigin } from './platform'

describe('the admin’s origin', () => {
  it('is PLATFORM_ADMIN_URL’s origin, localhost in development, and has no default in production', () => {
    expect(platformAdminOrigin({ PLATFORM_ADMIN_URL: 'https://admin.example.com.au/admin' })).toBe(
      'https://admin.example.com.au',
    )
    expect(platformAdminOrigin({ NODE_ENV: 'development', PORT: '3000' })).toBe('http://localhost:3000')
    expect(platformAdminOrigin({ NODE_ENV: 'production' })).toBeNull()
    expect(() => platformAdminOrigin({ PLATFORM_ADMIN_URL: 'admin.example.com.au' })).toThrow(/PLATFORM_ADMIN_URL/)
  })
})

describe('the staff session cookie', () => {
  it('is Secure and SameSite=Lax wherever the admin is served over https', async () => {
    const saved = process.env.PLATFORM_ADMIN_URL
    try {
      vi.resetModules()
      process.env.PLATFORM_ADMIN_URL = 'https://admin.example.com.au'
      const secure = (await import('@collections/Users')).Users.auth
      expect(typeof secure === 'object' && secure.cookies).toMatchObject({ secure: true, sameSite: 'Lax' })
      vi.resetModules()
      process.env.PLATFORM_ADMIN_URL = 'http://localhost:3000'
      const local = (await import('@collections/Users')).Users.auth
      expect(typeof local === 'object' && local.cookies).toMatchObject({ secure: false })
    } finally {
      process.env.PLATFORM_ADMIN_URL = saved
      if (saved === undefined) delete process.env.PLATFORM_ADMIN_URL
    }
  }, 30_000)
})
