import { describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { searchResult } from './searchResult'
import { siteScopeOf } from './siteScope'

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
