import { describe, expect, it } from 'vitest'
import { siteOrigin } from './siteUrl'

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
