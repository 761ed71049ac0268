import { describe, expect, it } from 'vitest'
import { fromAnotherSite } from './sameSite'

const headers = (fields: Record<string, string>) => new Headers(fields)

describe('a request from another site', () => {
  it('is one whose Origin names another host', () => {
    expect(fromAnotherSite(headers({ host: 'harbour.example', origin: 'https://evil.example' }))).toBe(true)
    expect(fromAnotherSite(headers({ host: 'harbour.example', origin: 'https://harbour.example:8443' }))).toBe(true)
    expect(fromAnotherSite(headers({ host: 'harbour.example', origin: 'not a url' }))).toBe(true)
  })

  it('is not one from the same host (in any case), without an Origin, or with the opaque null', () => {
    expect(fromAnotherSite(headers({ host: 'Harbour.Example', origin: 'https://harbour.example' }))).toBe(false)
    expect(fromAnotherSite(headers({ host: 'harbour.example' }))).toBe(false)
    expect(fromAnotherSite(headers({ host: 'harbour.example', origin: 'null' }))).toBe(false)
  })
})
