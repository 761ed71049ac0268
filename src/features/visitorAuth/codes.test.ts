import { describe, expect, it } from 'vitest'
import { codeHash, codeMatches, newCode } from './codes'

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not repeated', () => {
    const codes = Array.from({ length: 2_000 }, newCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1_990)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  it('are kept as a keyed hash bound to the number: the code alone, another number or another key do not match', () => {
    const hash = codeHash('012345', '0412345678', 'secret')
    expect(hash).not.toContain('012345')
    expect(codeMatches(hash, '012345', '0412345678', 'secret')).toBe(true)
    expect(codeMatches(hash, ' 012345 ', '0412345678', 'secret')).toBe(true)
    expect(codeMatches(hash, '012346', '0412345678', 'secret')).toBe(false)
    expect(codeMatches(hash, '012345', '0412345679', 'secret')).toBe(false)
    expect(codeMatches(hash, '012345', '0412345678', 'other secret')).toBe(false)
    expect(codeMatches('not-hex', '012345', '0412345678', 'secret')).toBe(false)
  })
})
