import { describe, expect, it } from 'vitest'
import { redirectFor, type SiteRedirect } from './redirects'

const redirects: SiteRedirect[] = [
  { from: '/our-cars', to: '/search/used-cars', permanent: true },
  { from: '/Summer-Sale', to: 'https://www.example.com.au/sale', permanent: false },
]

describe('redirects', () => {
  it('finds the redirect for a path, whatever its trailing slash or letter case', () => {
    expect(redirectFor(redirects, '/our-cars')?.to).toBe('/search/used-cars')
    expect(redirectFor(redirects, '/our-cars/')?.to).toBe('/search/used-cars')
    expect(redirectFor(redirects, '/OUR-CARS')?.to).toBe('/search/used-cars')
    expect(redirectFor(redirects, '/summer-sale')).toMatchObject({ permanent: false })
  })

  it('matches whole paths only', () => {
    expect(redirectFor(redirects, '/our-cars/12')).toBeNull()
    expect(redirectFor(redirects, '/our')).toBeNull()
    expect(redirectFor(redirects, '/')).toBeNull()
  })
})
