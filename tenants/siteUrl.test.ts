import { describe, expect, it } from 'vitest'
import { previewOrigin, siteOrigin } from './siteUrl'

const tenant = {
  slug: 'harbour-toyota',
  domains: [{ domain: 'old.example.com.au' }, { domain: 'www.harbourcitytoyota.com.au', primary: true }],
}

describe('siteOrigin', () => {
  it('uses the primary domain over https in production', () => {
    expect(siteOrigin(tenant, { NODE_ENV: 'production' })).toBe('https://www.harbourcitytoyota.com.au')
  })

  it('uses <slug>.localhost in development, on the configured port', () => {
    expect(siteOrigin(tenant, { NODE_ENV: 'development', PORT: '3005' })).toBe('http://harbour-toyota.localhost:3005')
    expect(siteOrigin({ slug: 'new-dealer', domains: [] }, { NODE_ENV: 'production' })).toBe(
      'http://new-dealer.localhost:3000',
    )
  })

  it('follows SITE_URL_TEMPLATE when set', () => {
    expect(siteOrigin(tenant, { NODE_ENV: 'production', SITE_URL_TEMPLATE: 'http://{slug}.localhost:3100/' })).toBe(
      'http://harbour-toyota.localhost:3100',
    )
  })
})

describe('previewOrigin', () => {
  it('is the platform’s own host for the dealer, whatever the dealer’s DNS, on the admin’s scheme and port', () => {
    const production = {
      NODE_ENV: 'production' as const,
      TENANT_HOST_SUFFIXES: 'sites.platform.example, localhost',
      PLATFORM_ADMIN_URL: 'https://admin.platform.example',
    }
    expect(previewOrigin(tenant, production)).toBe('https://harbour-toyota.sites.platform.example')
    // Even where the public address is set otherwise.
    expect(previewOrigin(tenant, { ...production, SITE_URL_TEMPLATE: 'https://{slug}.example.com.au' })).toBe(
      'https://harbour-toyota.sites.platform.example',
    )
    expect(previewOrigin(tenant, { NODE_ENV: 'development', PORT: '3005' })).toBe(
      'http://harbour-toyota.localhost:3005',
    )
  })

  it('falls back to the public address where the platform serves no slug hosts', () => {
    expect(
      previewOrigin(tenant, { NODE_ENV: 'production', PLATFORM_ADMIN_URL: 'https://admin.platform.example' }),
    ).toBe('https://www.harbourcitytoyota.com.au')
  })
})
