import { describe, expect, it } from 'vitest'
import { monthYear, vehicleSpecifications, type SpecifiedCar } from './vehicleSpecifications'

const hilux: SpecifiedCar = {
  year: 2022,
  carType: 'used',
  km: 48_200,
  body: '4D Dual Cab Utility',
  transmission: 'Automatic',
  gears: 6,
  fuel: 'Diesel',
  drive: '4WD',
  seats: 5,
  colour: 'Glacier White',
  buildDate: '2021-11',
  complianceDate: '2022-01-14',
  stockNumber: 'U1234',
  variant: {
    engineLitres: 2.8,
    cylinders: 4,
    induction: 'Turbo',
    torqueNm: 500,
    fuelConsumptionCombined: 7.9,
    fuelCapacityLitres: 80,
    lengthMm: 5325,
    widthMm: 1855,
    heightMm: 1815,
    grossVehicleMassKg: 3050,
    towingBrakedKg: 3500,
    ancapRating: 5,
  },
}

const rows = (car: SpecifiedCar, dates: 'build' | 'compliance' | 'both' = 'both') =>
  Object.fromEntries(
    vehicleSpecifications(car, { registrationExpiry: null, dates }).map((group) => [
      group.id,
      Object.fromEntries(group.rows.map((row) => [row.label, row.value])),
    ]),
  )

describe('vehicleSpecifications', () => {
  it('groups the variant data with units', () => {
    const groups = rows(hilux)
    expect(groups.engine).toEqual({ Engine: '2.8L 4 cylinder turbo', Torque: '500 Nm' })
    expect(groups.fuel).toEqual({ 'Fuel consumption (combined)': '7.9 L/100 km', 'Fuel tank': '80 L' })
    expect(groups.dimensions).toEqual({
      Length: '5,325 mm',
      Width: '1,855 mm',
      Height: '1,815 mm',
      'Gross vehicle mass': '3,050 kg',
      'Towing capacity (braked)': '3,500 kg',
    })
    expect(groups.safety).toEqual({ 'ANCAP safety rating': '5 stars' })
    expect(groups.overview!.Transmission).toBe('Automatic, 6 speed')
    expect(groups.overview!.Kilometres).toBe('48,200 km')
  })

  it('hides empty values and leaves out a group with none', () => {
    const groups = vehicleSpecifications(
      { carType: 'used', year: 2019, colour: '', km: null, variant: { torqueNm: 0, ancapRating: 9 } },
      { registrationExpiry: null, dates: 'both' },
    )
    expect(groups).toEqual([{ id: 'overview', title: 'Overview', rows: [{ label: 'Year', value: '2019' }] }])
  })

  it('shows the dates the dealer chose', () => {
    expect(rows(hilux, 'both').overview).toMatchObject({ 'Build date': 'Nov 2021', 'Compliance date': 'Jan 2022' })
    expect(rows(hilux, 'build').overview!['Compliance date']).toBeUndefined()
    expect(rows(hilux, 'build').overview!['Build date']).toBe('Nov 2021')
    expect(rows(hilux, 'compliance').overview!['Build date']).toBeUndefined()
    expect(rows(hilux, 'compliance').overview!['Compliance date']).toBe('Jan 2022')
  })

  it('never gives kilometres for a new car', () => {
    expect(rows({ ...hilux, carType: 'new', km: 10 }).overview!.Kilometres).toBeUndefined()
  })

  it('leaves an aspirated engine’s induction unsaid', () => {
    expect(rows({ carType: 'new', variant: { engineCc: 2487, cylinders: 4, induction: 'Aspirated' } }).engine).toEqual({
      Engine: '2.5L 4 cylinder',
      'Engine capacity': '2,487 cc',
    })
  })

  it('falls back to the feed engine text without variant figures', () => {
    expect(rows({ carType: 'used', engineSize: '2.0i', variant: null }).engine).toEqual({ Engine: '2.0i' })
  })

  it('lists a caravan’s own specifications only for a caravan', () => {
    const caravan = {
      bodyLength: 6.6,
      tareWeight: 2450,
      aggregateTrailerMass: 3050,
      axleType: 'Tandem',
      sleeps: 4,
    }
    expect(rows({ carType: 'used', itemType: 'caravan', caravan }).caravan).toEqual({
      Sleeps: '4',
      'Body length': '6.6 m',
      'Tare weight': '2,450 kg',
      'Aggregate trailer mass': '3,050 kg',
      Axles: 'Tandem',
    })
    expect(rows({ carType: 'used', itemType: null, caravan }).caravan).toBeUndefined()
  })
})

describe('monthYear', () => {
  it('reads the spellings feeds send and keeps anything else as written', () => {
    expect(monthYear('2021-03')).toBe('Mar 2021')
    expect(monthYear('2021-03-31T14:00:00.000Z')).toBe('Mar 2021')
    expect(monthYear('March 2021')).toBe('March 2021')
    expect(monthYear('2021-13')).toBe('2021-13')
    expect(monthYear('  ')).toBeNull()
  })
})
