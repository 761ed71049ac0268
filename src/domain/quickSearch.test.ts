import { describe, expect, it } from 'vitest'
import { priceCeilings } from './quickSearch'

describe('quick search price ceilings', () => {
  it('offers the steps up to the first one above the dearest car', () => {
    expect(priceCeilings(33_270)).toEqual([10_000, 15_000, 20_000, 25_000, 30_000, 40_000])
    expect(priceCeilings(40_000)).toEqual([10_000, 15_000, 20_000, 25_000, 30_000, 40_000])
  })

  it('leaves out the steps no car is under', () => {
    expect(priceCeilings(95_000, 45_000)).toEqual([50_000, 60_000, 75_000, 100_000])
  })

  it('offers every step for very dear stock, and none without prices', () => {
    expect(priceCeilings(900_000)?.at(-1)).toBe(200_000)
    expect(priceCeilings(null)).toEqual([])
    expect(priceCeilings(0)).toEqual([])
  })
})
