import { describe, expect, it } from 'vitest'
import { maskedPhone } from './phoneReveal'

describe('masked phone numbers', () => {
  it('show the first 5 characters and mask every later digit, keeping the spacing', () => {
    expect(maskedPhone('(02) 9643 1200')).toBe('(02) XXXX XXXX')
    expect(maskedPhone('1300 869 248')).toBe('1300 XXX XXX')
    expect(maskedPhone('+64 9 555 0100')).toBe('+64 9 XXX XXXX')
  })

  it('leave a number of 5 characters or fewer as it is', () => {
    expect(maskedPhone('000')).toBe('000')
  })
})
