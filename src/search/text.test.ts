import { describe, expect, it } from 'vitest'
import { searchTokens } from './text'

describe('search words', () => {
  it('lowercase and split on anything but letters and digits', () => {
    expect(searchTokens(' Toyota  HiLux-SR5 ')).toEqual(['toyota', 'hilux', 'sr5'])
    expect(searchTokens('Mazda3, 2019')).toEqual(['mazda3', '2019'])
    expect(searchTokens('  ')).toEqual([])
  })

  it('keep at most ten words', () => {
    expect(searchTokens('a b c d e f g h i j k l')).toHaveLength(10)
  })
})
