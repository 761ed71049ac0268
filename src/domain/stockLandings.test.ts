import { describe, expect, it } from 'vitest'
import { bodyTitle, stockLandingOf, stockLandingPaths, type StockValues } from './stockLandings'

const values: StockValues = {
  makes: ['Toyota', 'Mercedes-Benz', 'Land Rover'],
  makeModels: ['Toyota|HiLux', 'Toyota|RAV4', 'Mercedes-Benz|C-Class', 'Land Rover|Range Rover Sport'],
  bodies: ['SUV', 'Ute', 'People Mover', 'Other'],
}

describe('stock landings', () => {
  it('finds a make, a make and model, and a body type by their slugs', () => {
    expect(stockLandingOf(['toyota'], values)).toEqual({
      kind: 'make',
      make: 'Toyota',
      title: 'Toyota cars',
      path: '/search/toyota',
    })
    expect(stockLandingOf(['mercedes-benz', 'c-class'], values)).toMatchObject({
      kind: 'model',
      make: 'Mercedes-Benz',
      model: 'C-Class',
      title: 'Mercedes-Benz C-Class',
    })
    expect(stockLandingOf(['land-rover', 'range-rover-sport'], values)?.path).toBe(
      '/search/land-rover/range-rover-sport',
    )
    expect(stockLandingOf(['suv'], values)).toEqual({ kind: 'body', body: 'SUV', title: 'SUVs', path: '/search/suv' })
    expect(stockLandingOf(['people-mover'], values)?.title).toBe('People movers')
  })

  it('has no landing for what the stock does not hold, nor for deeper addresses', () => {
    expect(stockLandingOf(['kia'], values)).toBeNull()
    expect(stockLandingOf(['toyota', 'corolla'], values)).toBeNull()
    expect(stockLandingOf(['hilux', 'toyota'], values)).toBeNull()
    expect(stockLandingOf(['other'], values)).toBeNull()
    expect(stockLandingOf(['toyota', 'hilux', 'sr5'], values)).toBeNull()
    expect(stockLandingOf([], values)).toBeNull()
  })

  it('lists every landing once for the sitemap', () => {
    expect(stockLandingPaths(values)).toEqual([
      '/search/suv',
      '/search/ute',
      '/search/people-mover',
      '/search/toyota',
      '/search/mercedes-benz',
      '/search/land-rover',
      '/search/toyota/hilux',
      '/search/toyota/rav4',
      '/search/mercedes-benz/c-class',
      '/search/land-rover/range-rover-sport',
    ])
  })

  it('names body types in the plural', () => {
    expect(['SUV', 'Hatch', 'Ute', 'Bus', 'Sedan'].map(bodyTitle)).toEqual([
      'SUVs',
      'Hatches',
      'Utes',
      'Buses',
      'Sedans',
    ])
  })
})
