import { describe, expect, it } from 'vitest'
import config from '../../next.config.mjs'

// Critical-CH makes a Chromium browser repeat a first visit's request with the hint: only the
// admin, whose theme follows the visitor's colour scheme, may ask for it.
describe('the colour-scheme client hint Payload adds', () => {
  it('is asked for on the admin only, never on a dealer site', async () => {
    const rules = (await config.headers?.()) ?? []
    const hinted = rules.filter((rule) => rule.headers.some((header) => /^(critical|accept)-ch$/i.test(header.key)))
    expect(hinted.length).toBeGreaterThan(0)
    for (const rule of hinted) expect(rule.source).toBe('/admin/:path*')
  })
})
