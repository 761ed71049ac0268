import { describe, expect, it } from 'vitest'
import { AU_STATES, checksAustralianPostcodes, isAustralianPostcode, regulatorsFor } from './states'

describe('regulatorsFor', () => {
  it('lists each state’s regulator once, for the states the dealer trades in', () => {
    const regulators = regulatorsFor([
      { address: { state: 'QLD' } },
      { address: { state: 'NSW' } },
      { address: { state: 'NSW' } },
      { address: null },
    ])
    expect(regulators.map((r) => r.state)).toEqual(['NSW', 'QLD'])
    expect(regulators[0]).toMatchObject({ name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au' })
  })

  it('knows all eight states and territories', () => {
    expect(AU_STATES.map((s) => s.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    for (const s of AU_STATES) expect(s.url).toMatch(/^https:\/\//)
  })
})

describe('real Australian postcodes', () => {
  it('knows capital-city, country and PO box postcodes, and refuses codes no place has', () => {
    for (const code of ['2000', '3000', '0800', '6000', '7000', '2600', '4870', '0200'])
      expect(isAustralianPostcode(code), code).toBe(true)
    for (const code of ['0000', '0100', '2999', '5999', '8999', '209', 'abcd'])
      expect(isAustralianPostcode(code), code).toBe(false)
  })
  it('applies to dealers in Australia, not New Zealand', () => {
    expect(checksAustralianPostcodes('Australia/Perth')).toBe(true)
    expect(checksAustralianPostcodes('Pacific/Auckland')).toBe(false)
  })
})
