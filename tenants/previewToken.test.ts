import { describe, expect, it } from 'vitest'
import { previewQuery, verifyPreview } from './previewToken'

const SECRET = 'test-secret'
const now = Date.UTC(2026, 10, 22, 10)

describe('preview links', () => {
  it('grant the tenant and path they were made for, for an hour', () => {
    const query = previewQuery(SECRET, 7, '/finance', now)
    expect(verifyPreview(SECRET, query, now + 59 * 60_000)).toEqual({ tenant: '7', path: '/finance', expires: now + 3_600_000 })
    expect(verifyPreview(SECRET, query, now + 61 * 60_000)).toEqual({ refused: expect.stringMatching(/expired/) })
  })

  it('are refused when the tenant, path or expiry is changed, or the secret differs', () => {
    const query = previewQuery(SECRET, 7, '/finance', now)
    for (const [key, value] of [
      ['tenant', '8'],
      ['path', '/about-us'],
      ['expires', String(now + 10 * 3_600_000)],
    ]) {
      const tampered = new URLSearchParams(query)
      tampered.set(key!, value!)
      expect(verifyPreview(SECRET, tampered, now)).toEqual({ refused: 'This preview link is not valid.' })
    }
    expect(verifyPreview('other-secret', query, now)).toEqual({ refused: 'This preview link is not valid.' })
  })

  it('only lead to a path on the same site', () => {
    const offSite = previewQuery(SECRET, 7, '//evil.example.com', now)
    expect(verifyPreview(SECRET, offSite, now)).toEqual({ refused: 'This preview link is incomplete.' })
  })
})
