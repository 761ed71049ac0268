import { describe, expect, it } from 'vitest'
import { formatAbn, isValidAbn } from './abn'

describe('isValidAbn', () => {
  it('accepts ABNs that pass the ATO checksum, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true) // the ATO's own example
    expect(isValidAbn('53004085616')).toBe(true)
  })

  it('rejects wrong checksums and wrong lengths', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false)
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn('ABN51824753556')).toBe(false)
  })

  it('formats as 2-3-3-3 digits', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556')
  })
})
