import { describe, expect, it } from 'vitest'
import {
  canBeTestDriven,
  carStatus,
  carType,
  defaultPriceType,
  priceType,
  simpleBody,
  simpleFuel,
  simpleTransmission,
  stockCategories,
} from './vehicleClassification'

describe('car type and status', () => {
  it('reads the feed spellings of car types', () => {
    expect(carType('NEW')).toBe('new')
    expect(carType('Pre-Owned')).toBe('used')
    expect(carType('Demonstrator')).toBe('demo')
    expect(carType('rental')).toBeNull()
  })

  it('reads statuses: in stock, coming soon, sold', () => {
    expect(carStatus('in_stock')).toBe('in_stock')
    expect(carStatus('Available')).toBe('in_stock')
    expect(carStatus('Coming Soon')).toBe('coming_soon')
    expect(carStatus('sold')).toBe('sold')
    expect(carStatus('archived')).toBeNull()
  })

  it('says whether a price is drive-away or excludes government charges, defaulting by car type', () => {
    expect(priceType('Drive Away')).toBe('drive_away')
    expect(priceType('EGC')).toBe('excluding_government_charges')
    expect(priceType('cheap')).toBeNull()
    expect(defaultPriceType('new')).toBe('excluding_government_charges')
    expect(defaultPriceType('used')).toBe('drive_away')
  })
})

describe('simple values for filters', () => {
  it('groups bodies', () => {
    expect(simpleBody('Cab Chassis')).toBe('Ute')
    expect(simpleBody('Dual Cab Utility')).toBe('Ute')
    expect(simpleBody('5 Door Hatchback')).toBe('Hatch')
    expect(simpleBody('4D Wagon')).toBe('Wagon')
    expect(simpleBody('SUV')).toBe('SUV')
    expect(simpleBody('Sedan')).toBe('Sedan')
    expect(simpleBody('Van')).toBe('Van')
    expect(simpleBody('Pop Top')).toBe('Caravan')
    expect(simpleBody('Wagon', 'caravan')).toBe('Caravan')
    expect(simpleBody('')).toBe('Other')
  })

  it('groups fuels, telling plug-in hybrids from hybrids', () => {
    expect(simpleFuel('Hybrid Petrol/Electric')).toBe('Hybrid')
    expect(simpleFuel('Plug-in Hybrid')).toBe('Plug-in Hybrid')
    expect(simpleFuel('Electric')).toBe('Electric')
    expect(simpleFuel('Diesel')).toBe('Diesel')
    expect(simpleFuel('Unleaded Petrol')).toBe('Petrol')
    expect(simpleFuel('')).toBeNull()
  })

  it('groups transmissions into Automatic and Manual', () => {
    expect(simpleTransmission('6 Speed Manual')).toBe('Manual')
    expect(simpleTransmission('CVT')).toBe('Automatic')
    expect(simpleTransmission('7 Speed Dual Clutch')).toBe('Automatic')
    expect(simpleTransmission('Sports Automatic')).toBe('Automatic')
    expect(simpleTransmission('')).toBeNull()
  })
})

describe('stockCategories', () => {
  it('files a car under its body’s category, and electric or hybrid cars under Electrified too', () => {
    expect(stockCategories({ simpleBody: 'Hatch', simpleFuel: 'Hybrid' })).toEqual(['Hatch & sedans', 'Electrified'])
    expect(stockCategories({ simpleBody: 'Ute', simpleFuel: 'Diesel' })).toEqual(['Utes & Vans'])
    expect(stockCategories({ simpleBody: 'Caravan', simpleFuel: null })).toEqual(['Caravans & campers'])
    expect(stockCategories({ simpleBody: 'Other', simpleFuel: 'Petrol' })).toEqual([])
  })

  it('counts a four-wheel-drive wagon as a 4WD', () => {
    expect(stockCategories({ simpleBody: 'Wagon', simpleFuel: 'Diesel', drive: '4x4' })).toEqual(['SUVs & 4WDs'])
    expect(stockCategories({ simpleBody: 'Wagon', simpleFuel: 'Petrol', drive: 'FWD' })).toEqual(['Hatch & sedans'])
  })

  it('adds the feed’s own categories once', () => {
    expect(stockCategories({ simpleBody: 'SUV', simpleFuel: 'Petrol' }, ['First cars', 'SUVs & 4WDs'])).toEqual([
      'SUVs & 4WDs',
      'First cars',
    ])
  })
})

describe('canBeTestDriven', () => {
  it('leaves out what is towed: caravans and camper trailers', () => {
    expect(canBeTestDriven('Caravan')).toBe(false)
    expect(canBeTestDriven('Camper')).toBe(false)
    expect(canBeTestDriven('Motorhome')).toBe(true)
    expect(canBeTestDriven('SUV')).toBe(true)
    expect(canBeTestDriven(null)).toBe(true)
  })
})
