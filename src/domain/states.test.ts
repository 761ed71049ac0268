import { describe, expect, it } from 'vitest'
import { AU_STATES, regulatorsFor } from './states'

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
