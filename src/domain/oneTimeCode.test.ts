import { describe, expect, it } from 'vitest'
import {
  CODE_FORMAT,
  CODE_INVALID,
  CODE_REQUIRED,
  codeCheckMessage,
  codeExpiry,
  codeMessage,
  codeProblem,
  judgeCode,
  MAX_CODE_TRIES,
  signInMessage,
  signInMessageKey,
  TOO_MANY_ATTEMPTS,
} from './oneTimeCode'
import { INVALID_NZ_MOBILE } from './phone'

const now = new Date('2026-12-03T08:00:00Z')
const issued = { hash: 'h', expiresAt: codeExpiry(now).toISOString(), tries: 0 }

describe('codeProblem (spec texts)', () => {
  it('a code is required and is exactly six digits', () => {
    expect(codeProblem('')).toBe(CODE_REQUIRED)
    expect(codeProblem('   ')).toBe(CODE_REQUIRED)
    expect(codeProblem(undefined)).toBe(CODE_REQUIRED)
    for (const bad of ['12345', '1234567', '12a456', '12 456']) expect(codeProblem(bad), bad).toBe(CODE_FORMAT)
    expect(codeProblem(' 012345 ')).toBeNull()
  })
})

describe('judgeCode', () => {
  it('a matching code within its minutes is good once', () => {
    expect(judgeCode(issued, true, now)).toBe('ok')
    expect(judgeCode({ ...issued, usedAt: now.toISOString() }, true, now)).toBe('used')
  })

  it('expires after ten minutes', () => {
    expect(judgeCode(issued, true, new Date(now.getTime() + 9 * 60_000))).toBe('ok')
    expect(judgeCode(issued, true, new Date(now.getTime() + 10 * 60_000))).toBe('expired')
  })

  it('a wrong code is invalid; after the last try even the right one is refused', () => {
    expect(judgeCode(issued, false, now)).toBe('invalid')
    expect(judgeCode({ ...issued, tries: MAX_CODE_TRIES - 1 }, true, now)).toBe('ok')
    expect(judgeCode({ ...issued, tries: MAX_CODE_TRIES }, true, now)).toBe('too-many-tries')
  })

  it('tells the visitor only "invalid" or the limit, never which', () => {
    expect(codeCheckMessage('ok')).toBeNull()
    for (const check of ['invalid', 'expired', 'used'] as const) expect(codeCheckMessage(check)).toBe(CODE_INVALID)
    expect(codeCheckMessage('too-many-tries')).toBe(TOO_MANY_ATTEMPTS)
  })
})

describe('codeMessage', () => {
  it('puts the code first and names the dealer, within one text message', () => {
    const text = codeMessage('012345', 'Harbour City Toyota')
    expect(text.startsWith('012345 ')).toBe(true)
    expect(text).toContain('Harbour City Toyota')
    expect(text.length).toBeLessThanOrEqual(160)
  })
})

describe('sign-in messages by key (the form posted without scripts)', () => {
  it('names each message by a key and back; unknown keys and texts name nothing', () => {
    expect(signInMessageKey(CODE_INVALID)).toBe('code-invalid')
    expect(signInMessage('code-invalid')).toBe(CODE_INVALID)
    expect(signInMessage('invalid-nz-mobile')).toBe(INVALID_NZ_MOBILE)
    expect(signInMessageKey('Call 1900 000 000 to claim your prize')).toBeUndefined()
    expect(signInMessage('toString')).toBeUndefined()
    expect(signInMessage(null)).toBeUndefined()
  })
})
