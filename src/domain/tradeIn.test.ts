import { describe, expect, it } from 'vitest'
import { REQUIRED } from './enquiry'
import {
  CHOOSE_OPTION,
  EMPTY_TRADE_IN,
  INVALID_KMS,
  INVALID_REGO,
  normaliseRego,
  readKms,
  tradeInErrors,
  valuedInPerson,
  yearRangeError,
} from './tradeIn'

const car = {
  ...EMPTY_TRADE_IN,
  rego: 'abc-123',
  regoState: 'NSW',
  make: 'Toyota',
  model: 'Corolla',
  year: '2019',
  kms: '85,000',
}
const rules = { thisYear: 2026, asksState: true }

describe('trade-in checks', () => {
  it('takes a car with its plate, state, make, model, year and kilometres', () => {
    expect(tradeInErrors(car, rules)).toEqual({})
  })

  it('requires what it takes to value the car', () => {
    expect(tradeInErrors(EMPTY_TRADE_IN, rules)).toEqual({
      rego: REQUIRED,
      regoState: REQUIRED,
      make: REQUIRED,
      model: REQUIRED,
      year: REQUIRED,
      kms: REQUIRED,
    })
  })

  it('asks for no state where plates have none (New Zealand), and refuses one sent anyway', () => {
    expect(tradeInErrors({ ...car, regoState: '' }, { ...rules, asksState: false })).toEqual({})
    expect(tradeInErrors(car, { ...rules, asksState: false })).toEqual({ regoState: CHOOSE_OPTION })
  })

  it('refuses a plate, year, kilometres or choice that cannot be right', () => {
    expect(
      tradeInErrors(
        {
          ...car,
          rego: 'ABC 123 4567',
          regoState: 'XX',
          year: '2028',
          kms: 'lots',
          condition: 'Mint',
          preferredContact: 'Fax',
        },
        rules,
      ),
    ).toEqual({
      rego: INVALID_REGO,
      regoState: CHOOSE_OPTION,
      year: yearRangeError(2026),
      kms: INVALID_KMS,
      condition: CHOOSE_OPTION,
      preferredContact: CHOOSE_OPTION,
    })
    expect(tradeInErrors({ ...car, year: '2027' }, rules)).toEqual({})
  })

  it('reads kilometres and plates as people type them', () => {
    expect(readKms('85,000')).toBe(85_000)
    expect(readKms('85000 km')).toBe(85_000)
    expect(readKms('3,000,000')).toBeNaN()
    expect(normaliseRego(' abc-123 ')).toBe('ABC123')
  })
})

describe('which cars are valued in person (trade-in FAQ)', () => {
  it('over 7 years old or more than 100,000 km', () => {
    expect(valuedInPerson({ year: 2019, kms: 100_000 }, 2026)).toBe(false)
    expect(valuedInPerson({ year: 2018, kms: 20_000 }, 2026)).toBe(true)
    expect(valuedInPerson({ year: 2024, kms: 100_001 }, 2026)).toBe(true)
  })
})
