import { describe, expect, it } from 'vitest'
import { normaliseHost, slugHostSuffixes, tenantKeyFromHost } from './host'

describe('tenantKeyFromHost', () => {
  it('reads the tenant slug from <slug>.localhost with or without a port', () => {
    expect(tenantKeyFromHost('harbour-toyota.localhost:3000', ['localhost'])).toEqual({ slug: 'harbour-toyota' })
    expect(tenantKeyFromHost('Outback-Cars.LOCALHOST', ['localhost'])).toEqual({ slug: 'outback-cars' })
  })

  it('names no tenant for the bare platform host, IP addresses or missing hosts', () => {
    expect(tenantKeyFromHost('localhost:3000', ['localhost'])).toBeNull()
    expect(tenantKeyFromHost('127.0.0.1:3000', ['localhost'])).toBeNull()
    expect(tenantKeyFromHost('[::1]:3000', ['localhost'])).toBeNull()
    expect(tenantKeyFromHost('', ['localhost'])).toBeNull()
    expect(tenantKeyFromHost(null, ['localhost'])).toBeNull()
  })

  it('treats every other host as a domain, also matching it without www.', () => {
    expect(tenantKeyFromHost('www.harbourtoyota.com.au', ['localhost'])).toEqual({
      domains: ['www.harbourtoyota.com.au', 'harbourtoyota.com.au'],
    })
    expect(tenantKeyFromHost('southerncross.co.nz.', ['localhost'])).toEqual({ domains: ['southerncross.co.nz'] })
    // a nested name under the suffix is not a slug host
    expect(tenantKeyFromHost('a.b.localhost', ['localhost'])).toEqual({ domains: ['a.b.localhost'] })
  })

  it('serves <slug>.localhost in development only, unless configured', () => {
    expect(slugHostSuffixes({ NODE_ENV: 'development' })).toEqual(['localhost'])
    expect(slugHostSuffixes({ NODE_ENV: 'production' })).toEqual([])
    expect(tenantKeyFromHost('harbour-toyota.localhost', slugHostSuffixes({ NODE_ENV: 'production' }))).toEqual({
      domains: ['harbour-toyota.localhost'],
    })
    expect(slugHostSuffixes({ NODE_ENV: 'production', TENANT_HOST_SUFFIXES: 'sites.example.com' })).toEqual([
      'sites.example.com',
    ])
  })

  it('supports extra slug-host suffixes from TENANT_HOST_SUFFIXES', () => {
    const suffixes = slugHostSuffixes({ TENANT_HOST_SUFFIXES: 'localhost, sites.example.com' })
    expect(suffixes).toEqual(['localhost', 'sites.example.com'])
    expect(tenantKeyFromHost('outback-cars.sites.example.com', suffixes)).toEqual({ slug: 'outback-cars' })
  })

  it('normalises case, port and trailing dot', () => {
    expect(normaliseHost('WWW.Example.COM.:443')).toBe('www.example.com')
  })
})
