import { describe, expect, it } from 'vitest'
import {
  byDepartment,
  departmentName,
  siteBrands,
  duplicateReason,
  filterLocations,
  hoursProblem,
  readTimeOfDay,
  latitudeProblem,
  locationLayout,
  locationSiteName,
  locationSlug,
  longitudeProblem,
  repeatedDates,
  type LocationFilter,
} from './locations'

describe('locationSlug', () => {
  it('drops a trailing " - Sales", " - Service" or " - Parts" before slugifying', () => {
    expect(locationSlug('Harbour City Toyota - Sales')).toBe('harbour-city-toyota')
    expect(locationSlug('Harbour City Toyota - Service')).toBe('harbour-city-toyota')
    expect(locationSlug('Harbour City Toyota - parts ')).toBe('harbour-city-toyota')
    expect(locationSlug('Sales - Service Centre Parramatta')).toBe('sales-service-centre-parramatta')
    expect(locationSlug('Outback Caravans')).toBe('outback-caravans')
  })
})

describe('duplicateReason', () => {
  const sales = {
    name: 'Harbour - Sales',
    type: 'sales' as const,
    phone: '02 9876 5432',
    street: '1 Harbour St',
    placeId: 'ChIJ1',
  }

  it('flags the same phone digits and street within one type', () => {
    expect(
      duplicateReason({ name: 'x', type: 'sales', phone: '+61298765432', street: '1 HARBOUR ST.' }, sales),
    ).toMatch(/phone number and street/)
  })

  it('flags the same place id within one type', () => {
    expect(duplicateReason({ name: 'x', type: 'sales', placeId: 'ChIJ1' }, sales)).toMatch(/place id/)
  })

  it('lets different departments share an address, and different places share a phone', () => {
    expect(duplicateReason({ ...sales, name: 'Harbour - Service', type: 'service' }, sales)).toBeNull()
    expect(duplicateReason({ name: 'x', type: 'sales', phone: sales.phone, street: '9 Other Rd' }, sales)).toBeNull()
  })
})

describe('hoursProblem', () => {
  it('requires open before close on open days, in 24-hour HH:MM', () => {
    expect(hoursProblem({ status: 'open', open: '08:30', close: '17:30' })).toBeNull()
    expect(hoursProblem({ status: 'open', open: '17:30', close: '08:30' })).toBe(
      'Opening time 17:30 must be before closing time 08:30.',
    )
    expect(hoursProblem({ status: 'open', open: '09:00', close: '09:00' })).toMatch(/must be before/)
    expect(hoursProblem({ status: 'open', open: '8:30', close: '17:00' })).toMatch(/opening time as HH:MM/)
    expect(hoursProblem({ status: 'open', open: '08:00', close: '' })).toMatch(/closing time as HH:MM/)
  })

  it('ignores times on closed days', () => {
    expect(hoursProblem({ status: 'closed', open: '17:00', close: '08:00' })).toBeNull()
  })
})

describe('coordinates and special-hours dates', () => {
  it('keeps latitude and longitude in range', () => {
    expect(latitudeProblem(-33.86)).toBeNull()
    expect(latitudeProblem(-91)).toMatch(/between -90 and 90/)
    expect(longitudeProblem(151.2)).toBeNull()
    expect(longitudeProblem(181)).toMatch(/between -180 and 180/)
  })

  it('finds dates listed twice, whatever the time part', () => {
    expect(repeatedDates(['2026-12-25', '2026-12-26T00:00:00.000Z', '2026-12-25T13:00:00.000Z', null])).toEqual([
      '2026-12-25',
    ])
    expect(repeatedDates(['2026-12-25', '2026-12-26'])).toEqual([])
  })
})

describe('department display', () => {
  it('names the site without the department suffix', () => {
    expect(locationSiteName('Harbour City Toyota - Service')).toBe('Harbour City Toyota')
    expect(locationSiteName('Outback Cars & Caravans')).toBe('Outback Cars & Caravans')
  })

  it('orders departments sales, service, parts, then others', () => {
    const sorted = byDepartment([
      { locationType: 'parts' },
      { locationType: null },
      { locationType: 'sales' },
      { locationType: 'service' },
    ])
    expect(sorted.map((l) => l.locationType)).toEqual(['sales', 'service', 'parts', null])
  })
})

describe('location block filter', () => {
  const all = [
    { id: 3, name: 'Southern Cross Service Centre - Service', locationType: 'service', primary: false },
    { id: 1, name: 'Southern Cross Hyundai - Sales', locationType: 'sales', primary: true },
    { id: 2, name: 'Southern Cross Kia - Sales', locationType: 'sales', primary: false },
    { id: 4, name: 'Southern Cross Parts - Parts', locationType: 'parts', primary: false },
  ]
  const names = (filter: LocationFilter, id?: number | string) => filterLocations(all, filter, id).map((l) => l.id)

  it('keeps the primary location, one type, or service and parts', () => {
    expect(names('primary')).toEqual([1])
    expect(names('sales')).toEqual([1, 2])
    expect(names('service')).toEqual([3])
    expect(names('parts')).toEqual([4])
    expect(names('service-and-parts')).toEqual([4, 3])
  })

  it('shows all locations sorted by name', () => {
    expect(names('all')).toEqual([1, 2, 4, 3])
  })

  it('shows one chosen location, whatever the id type', () => {
    expect(names('location', '2')).toEqual([2])
    expect(names('location', 2)).toEqual([2])
    expect(names('location')).toEqual([])
  })

  it('gives one location a large card and three or fewer larger columns', () => {
    expect(locationLayout(1)).toBe('single')
    expect(locationLayout(2)).toBe('wide')
    expect(locationLayout(3)).toBe('wide')
    expect(locationLayout(4)).toBe('grid')
  })
})

describe('times of day as staff type them', () => {
  it('reads 12-hour times in the ways people write them', () => {
    expect(readTimeOfDay('9am')).toBe('09:00')
    expect(readTimeOfDay('9 AM')).toBe('09:00')
    expect(readTimeOfDay('5:30 pm')).toBe('17:30')
    expect(readTimeOfDay('5.30pm')).toBe('17:30')
    expect(readTimeOfDay('8:30 a.m.')).toBe('08:30')
    expect(readTimeOfDay('12pm')).toBe('12:00')
    expect(readTimeOfDay('12:15 am')).toBe('00:15')
    expect(readTimeOfDay('noon')).toBe('12:00')
  })

  it('reads 24-hour times', () => {
    expect(readTimeOfDay('17:30')).toBe('17:30')
    expect(readTimeOfDay('8:30')).toBe('08:30')
    expect(readTimeOfDay('0830')).toBe('08:30')
  })

  it('refuses what is not a time of day', () => {
    for (const text of ['9', 'nine', '13pm', '0am', '24:00', '17:60', '', null])
      expect(readTimeOfDay(text), String(text)).toBeNull()
  })
})

describe('a location site’s names', () => {
  it('names a department with its kind, and a site’s makes once each', () => {
    expect(departmentName({ locationType: 'sales', subtype: ' buying ' })).toBe('Sales (buying)')
    expect(departmentName({ locationType: 'service', subtype: '' })).toBe('Service')
    expect(siteBrands([{ manufacturers: ['Kia', 'MG'] }, { manufacturers: ['MG', ' Kia', 'LDV'] }, {}])).toEqual([
      'Kia',
      'MG',
      'LDV',
    ])
  })
})
