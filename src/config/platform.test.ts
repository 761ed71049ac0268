import { describe, expect, it } from 'vitest'
import { platformAdminOrigin } from './platform'

describe('the admin’s origin', () => {
  it('is PLATFORM_ADMIN_URL’s origin, localhost in development, and has no default in production', () => {
    expect(platformAdminOrigin({ PLATFORM_ADMIN_URL: 'https://admin.example.com.au/admin' })).toBe('https://admin.example.com.au')
    expect(platformAdminOrigin({ NODE_ENV: 'development', PORT: '3000' })).toBe('http://localhost:3000')
    expect(platformAdminOrigin({ NODE_ENV: 'production' })).toBeNull()
    expect(() => platformAdminOrigin({ PLATFORM_ADMIN_URL: 'admin.example.com.au' })).toThrow(/PLATFORM_ADMIN_URL/)
  })
})
