import { describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { searchResult } from './searchResult'
import { scopeRules, siteScopeOf } from './siteScope'

const tenant = (stock: Record<string, unknown>) => ({ id: 7, slug: 'metro', name: 'Metro', stock }) as unknown as Tenant
const found = { hits: [], total: 3_000, facets: {}, facetStats: {}, ms: 1 }

describe('a dealer’s stock count', () => {
  it('is the count shown when a search matches more than 1,999 cars that carry no car type', () => {
    const withCount = siteScopeOf(tenant({ stockCount: 2_450 }))
    expect(withCount.stockCount).toBe(2_450)
    expect(searchResult(withCount, found).count).toBe(2_450)
  })

  it('leaves the count found when the dealer sets none', () => {
    const without = siteScopeOf(tenant({}))
    expect(without.stockCount).toBeUndefined()
    expect(searchResult(without, found).count).toBe(3_000)
  })
})

describe('what a site’s scope leaves out, in the Stock settings’ words', () => {
  it('names each rule in effect', () => {
    const scope = siteScopeOf(
      tenant({ minimumPhotos: 2, pricedOnly: true, carTypes: ['used'], soldListedDays: 3 }) as Tenant,
    )
    expect(scopeRules(scope)).toEqual([
      'only used cars',
      'only cars with at least 2 photos',
      'only cars with a price',
      'sold cars for 3 days after their sale',
    ])
  })

  it('names none where the site lists the whole stock', () => {
    expect(scopeRules({ ...siteScopeOf(tenant({})), minimumPhotos: 0, pricedOnly: false, soldListedDays: 0 })).toEqual(
      [],
    )
  })
})
