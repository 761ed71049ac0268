import { describe, expect, it } from 'vitest'
import { previewGrantsPage, previewQuery, verifyPreview } from './previewToken'

const SECRET = 'test-secret'
const now = Date.UTC(2026, 10, 22, 10)

describe('preview links', () => {
  it('grant the tenant and path they were made for, for an hour', () => {
    const query = previewQuery(SECRET, 7, '/finance', now)
    expect(verifyPreview(SECRET, query, now + 59 * 60_000)).toEqual({
      tenant: '7',
      path: '/finance',
      expires: now + 3_600_000,
    })
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

describe('the preview cookie', () => {
  it('opens drafts only of the tenant and path it was signed for, until it expires', () => {
    const cookie = previewQuery(SECRET, 7, '/finance', now).toString()
    expect(previewGrantsPage(SECRET, cookie, 7, '/finance', now)).toBe(true)
    expect(previewGrantsPage(SECRET, cookie, 8, '/finance', now)).toBe(false)
    expect(previewGrantsPage(SECRET, cookie, 7, '/', now)).toBe(false)
    expect(previewGrantsPage(SECRET, cookie, 7, '/finance', now + 61 * 60_000)).toBe(false)
    expect(previewGrantsPage(SECRET, undefined, 7, '/finance', now)).toBe(false)
    expect(previewGrantsPage(SECRET, cookie.replace('tenant=7', 'tenant=8'), 8, '/finance', now)).toBe(false)
  })
})
