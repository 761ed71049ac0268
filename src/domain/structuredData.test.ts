import { describe, expect, it } from 'vitest'
import { autoDealerJsonLd, carJsonLd, jsonLdScript } from './structuredData'

const sales = {
  name: 'Harbour City Toyota - Sales',
  type: 'sales',
  phone: '02 9000 0000',
  address: { street: '1 Parramatta Rd', city: 'Auburn', state: 'NSW', postcode: '2144', lat: -33.85, lng: 151.03 },
  openingHours: [
    { weekday: '6', status: 'open' as const, open: '08:00', close: '12:00' },
    { weekday: '1', status: 'open' as const, open: '08:30', close: '17:30' },
    { weekday: '0', status: 'closed' as const },
  ],
}

describe('AutoDealer JSON-LD', () => {
  it('describes the dealer by its sales location, with weekly hours in day order and closed days left out', () => {
    const data = autoDealerJsonLd({ name: 'Harbour City Toyota', url: 'https://www.harbourcitytoyota.com.au' }, [sales])
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Harbour City Toyota',
      telephone: '02 9000 0000',
      address: { addressLocality: 'Auburn', addressRegion: 'NSW', postalCode: '2144', addressCountry: 'AU' },
      geo: { latitude: -33.85, longitude: 151.03 },
    })
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '08:00',
        closes: '12:00',
      },
    ])
  })

  it('lists service and parts as departments, in that order', () => {
    const data = autoDealerJsonLd({ name: 'X', url: 'https://x.example' }, [
      { ...sales, name: 'X - Parts', type: 'parts' },
      sales,
      { ...sales, name: 'X - Service', type: 'service' },
    ])
    expect(data['@type']).toBe('AutoDealer')
    expect(data.department).toEqual([
      expect.objectContaining({ '@type': 'AutoRepair', name: 'X - Service' }),
      expect.objectContaining({ '@type': 'AutoPartsStore', name: 'X - Parts' }),
    ])
  })

  it('cannot be broken out of its script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('Car JSON-LD', () => {
  const car = {
    name: '2021 Toyota RAV4 GX',
    url: 'https://harbourcitytoyota.com.au/cars/2021-toyota-rav4-gx-ht00012',
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    vin: 'JTMW43FV00D012345',
    colour: 'Silver',
    body: 'SUV',
    fuel: 'Hybrid',
    transmission: 'Automatic',
    km: 45_000,
    carType: 'used',
    status: 'in_stock',
    price: 32_990,
    images: ['https://img/1.jpg'],
    dealer: 'Harbour City Toyota',
  }

  it('describes a used car in stock with its kilometres and its price in dollars', () => {
    expect(carJsonLd(car)).toMatchObject({
      '@type': 'Car',
      brand: { name: 'Toyota' },
      vehicleModelDate: '2021',
      mileageFromOdometer: { value: 45_000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { availability: 'https://schema.org/InStock', price: 32_990, priceCurrency: 'AUD' },
    })
  })

  it('offers no price for a placeholder price, and marks a sold car sold out', () => {
    const sold = carJsonLd({ ...car, price: 1, status: 'sold', carType: 'new' }) as {
      offers: Record<string, unknown>
      itemCondition: string
    }
    expect(sold.offers).not.toHaveProperty('price')
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut')
    expect(sold.itemCondition).toBe('https://schema.org/NewCondition')
  })
})
