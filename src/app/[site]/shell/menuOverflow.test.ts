import { describe, expect, it } from 'vitest'
import { itemsThatFit, MORE_WIDTH_PX } from './menuOverflow'

describe('header menu overflow', () => {
  it('keeps every item in the row when they all fit, with no More', () => {
    expect(itemsThatFit([120, 100, 90], 310)).toBe(3)
  })

  it('moves the items that do not fit beside More into it, keeping their order', () => {
    // 389 px: the four need 390; beside More (96) the first two (316) fit, the third would make 406.
    expect(itemsThatFit([120, 100, 90, 80], 389)).toBe(2)
    expect(itemsThatFit([120, 100, 90, 80], 310)).toBe(1)
    expect(itemsThatFit([120, 100, 90, 180], 120 + 100 + 90 + MORE_WIDTH_PX)).toBe(3)
    expect(itemsThatFit([120, 100, 90, 80], 390)).toBe(4)
  })

  it('puts everything in More when not even the first item fits beside it', () => {
    expect(itemsThatFit([300, 100], 200)).toBe(0)
  })
})
