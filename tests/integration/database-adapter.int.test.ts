import { describe, expect, it } from 'vitest'

// payload.config.ts reads DATABASE_URI when it loads; this file sets it before importing.
describe('database adapter selection', () => {
  it('builds the config on MongoDB for a mongodb:// DATABASE_URI without touching the network', async () => {
    process.env.DATABASE_URI = 'mongodb://127.0.0.1:1/dealer-platform'
    const config = await (await import('@payload-config')).default
    expect(config.db.name).toBe('mongoose')
    expect(config.db.defaultIDType).toBe('text')
    expect(config.collections.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['tenants', 'users', 'media', 'pages']),
    )
  })
})
