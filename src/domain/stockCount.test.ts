import { describe, expect, it } from 'vitest'
import { displayedCount } from './stockCount'

describe('displayed result count', () => {
  it('shows the engine count up to 1999', () => {
    expect(displayedCount(1999, { new: 5 }, 10)).toBe(1999)
    expect(displayedCount(12, undefined)).toBe(12)
  })

  it('above 1999 uses the sum of car-type facet counts, else the configured stock count', () => {
    expect(displayedCount(2000, { new: 1500, used: 900 }, 10)).toBe(2400)
    expect(displayedCount(2500, {}, 2100)).toBe(2100)
    expect(displayedCount(2500, undefined)).toBe(2500)
  })
})
