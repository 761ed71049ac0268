import { describe, expect, it } from 'vitest'
import { offeredSorts } from './sorts'

describe('the sort menu', () => {
  it('offers the kilometre sorts only where the dealer wants them', () => {
    expect(offeredSorts(true, 'custom_rank')).toContain('km_asc')
    expect(offeredSorts(true, 'custom_rank')).toContain('km_desc')
    expect(offeredSorts(false, 'custom_rank').some((sort) => sort.startsWith('km_'))).toBe(false)
  })

  it('still names a kilometre sort an address asks for', () => {
    expect(offeredSorts(false, 'km_desc')).toContain('km_desc')
    expect(offeredSorts(false, 'km_desc')).not.toContain('km_asc')
  })
})
