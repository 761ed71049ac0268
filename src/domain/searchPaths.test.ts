import { describe, expect, it } from 'vitest'
import { carPath, landingCarTypes, landingTitle, stockSearchPath } from './searchPaths'

describe('stock search addresses', () => {
  it('names one car type in the path', () => {
    expect(stockSearchPath({ carTypes: ['used'] })).toBe('/search/used-cars')
    expect(stockSearchPath({ carTypes: ['demo'] })).toBe('/search/demo-cars')
  })

  it('has landing paths for new and demo together and for all stock', () => {
    expect(stockSearchPath({ carTypes: ['demo', 'new'] })).toBe('/search/new-and-demo-cars')
    expect(stockSearchPath({ carTypes: ['new', 'used', 'demo'] })).toBe('/search/new-used-and-demo-cars')
    expect(stockSearchPath({ carTypes: ['new', 'used'] })).toBe('/search/new-used-and-demo-cars')
    expect(stockSearchPath()).toBe('/search/new-used-and-demo-cars')
  })

  it('carries the make and model as the make_model facet', () => {
    expect(stockSearchPath({ carTypes: ['new'], makeModel: { make: 'Toyota', model: 'RAV4 Hybrid' } })).toBe(
      '/search/new-cars?make_model=Toyota%7CRAV4+Hybrid',
    )
  })

  it('carries chosen makes as repeated make parameters', () => {
    expect(stockSearchPath({ carTypes: ['used'], makes: ['Kia', 'Mazda'] })).toBe(
      '/search/used-cars?make=Kia&make=Mazda',
    )
  })

  it('carries body types and a price range as the search page reads them', () => {
    expect(stockSearchPath({ carTypes: ['used'], price: { max: 30000 } })).toBe('/search/used-cars?price=-30000')
    expect(stockSearchPath({ carTypes: ['used'], bodies: ['SUV', 'Ute'], price: { min: 20000, max: null } })).toBe(
      '/search/used-cars?body=SUV&body=Ute&price=20000-',
    )
    expect(stockSearchPath({ carTypes: ['used'], price: { min: null, max: null } })).toBe('/search/used-cars')
  })

  it('addresses a car page by its slug', () => {
    expect(carPath('2021-toyota-rav4-gx-ht00012')).toBe('/cars/2021-toyota-rav4-gx-ht00012')
    expect(carPath('a b/c')).toBe('/cars/a%20b%2Fc')
  })

  it('reads the car types back from a landing path, and nothing from a location’s slug', () => {
    for (const types of [['new'], ['used'], ['demo'], ['new', 'demo'], []] as const) {
      expect(landingCarTypes(stockSearchPath({ carTypes: types }).slice('/search/'.length))).toEqual(types)
    }
    expect(landingCarTypes('southern-cross-hyundai')).toBeNull()
    expect(landingCarTypes('constructor')).toBeNull()
  })

  it('titles a landing by its car types, in the dealer’s word for used', () => {
    expect(landingTitle(['used'])).toBe('Used cars')
    expect(landingTitle(['used'], 'Pre-Owned')).toBe('Pre-Owned cars')
    expect(landingTitle(['new', 'demo'])).toBe('New and demo cars')
    expect(landingTitle([])).toBe('New, used and demo cars')
    expect(landingTitle([], 'Pre-Owned')).toBe('New, pre-owned and demo cars')
  })
})
