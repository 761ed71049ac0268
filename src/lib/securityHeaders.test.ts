import { describe, expect, it } from 'vitest'
import { originOf, securityHeadersFor } from './securityHeaders.mjs'

const options = {
  production: true,
  adminOrigin: 'https://admin.example.com.au',
  mapOrigin: 'https://www.openstreetmap.org',
}

describe('security headers', () => {
  it('give dealer pages a CSP without nonces: own scripts and styles, photos from any https host, the map, framed only by the admin', () => {
    const headers = securityHeadersFor('/special-offers', options)
    const csp = headers['Content-Security-Policy']!
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "script-src 'self' 'unsafe-inline'",
      "frame-src 'self' https://www.openstreetmap.org",
      "frame-ancestors 'self' https://admin.example.com.au",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('nonce-')
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })

  it('never let another site frame the admin', () => {
    const headers = securityHeadersFor('/admin/collections/pages', options)
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(headers['Content-Security-Policy']).not.toContain('admin.example.com.au')
  })

  it('send HSTS in production only; API answers get the basic headers', () => {
    expect(securityHeadersFor('/', { ...options, production: false })['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeadersFor('/api/search', options)['Content-Security-Policy']).toBeUndefined()
    expect(securityHeadersFor('/api/search', options)['X-Content-Type-Options']).toBe('nosniff')
  })

  it('read origins of http(s) addresses only', () => {
    expect(originOf('https://admin.example.com.au/admin')).toBe('https://admin.example.com.au')
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf(undefined)).toBeNull()
  })
})
