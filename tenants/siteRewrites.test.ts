import { describe, expect, it } from 'vitest'
import { OFFER_SEARCH_PATH } from '@/domain/offerSearch'
import { NOT_SITE_PATHS, offerSearchRedirects, SITE_HOST, siteRewrites } from './siteRewrites.mjs'

// Next anchors `has` values and path parameter patterns; so do these checks.
const isSiteHost = (host: string) => new RegExp(`^${SITE_HOST}$`).test(host)
const isSitePath = (path: string) => new RegExp(`^/(?!${NOT_SITE_PATHS}).*$`).test(path)

describe('site rewrites', () => {
  it('take every host name a domain or <slug>.localhost can have', () => {
    for (const host of [
      'harbour-toyota.localhost',
      'www.harbourtoyota.com.au',
      'southerncross.co.nz',
      'localhost',
      '127.0.0.1',
    ])
      expect(isSiteHost(host)).toBe(true)
  })

  it('send hosts with characters no domain has to the no-site segment', () => {
    for (const host of ['[', 'evil.com/../x', 'a%2fb.com', 'a_b.com', '-lead.com', ''])
      expect(isSiteHost(host)).toBe(false)
    const [, fallback] = siteRewrites()
    expect(fallback).toMatchObject({ missing: [{ type: 'host', value: SITE_HOST }], destination: '/_/:path' })
  })

  it('prefix the path with the host, leaving the admin, the APIs, Next assets and public files alone', () => {
    const [byHost] = siteRewrites()
    expect(byHost).toMatchObject({
      has: [{ type: 'host', value: `(?<site>${SITE_HOST})` }],
      destination: '/:site/:path',
    })
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      '/api/leads',
      '/api',
      '/_next/static/x.js',
      '/demo-stock/a.jpg',
      '/photos/0123456789abcdef0123456789abcdef?w=400',
    ])
      expect(isSitePath(path)).toBe(false)
    for (const path of [
      '/',
      '/special-offers',
      '/administrator',
      '/apis',
      '/robots.txt',
      '/harbour-toyota.localhost/finance',
    ])
      expect(isSitePath(path)).toBe(true)
  })

  it('send /special-offers with a search in its query on to the per-request offers search', () => {
    expect(offerSearchRedirects().map((redirect) => redirect.has?.[0])).toEqual(
      ['category', 'make', 'model', 'page'].map((key) => ({ type: 'query', key })),
    )
    for (const redirect of offerSearchRedirects())
      expect(redirect).toMatchObject({ source: '/special-offers', destination: OFFER_SEARCH_PATH, permanent: false })
  })
})
