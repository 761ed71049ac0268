import { describe, expect, it } from 'vitest'
import { autoDealerJsonLd, jsonLdScript } from './structuredData'

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
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:00', closes: '12:00' },
    ])
  })

  it('lists service and parts as departments, in that order', () => {
    const data = autoDealerJsonLd({ name: 'X', url: 'https://x.example' }, [{ ...sales, name: 'X - Parts', type: 'parts' }, sales, { ...sales, name: 'X - Service', type: 'service' }])
    expect(data['@type']).toBe('AutoDealer')
    expect(data.department).toEqual([expect.objectContaining({ '@type': 'AutoRepair', name: 'X - Service' }), expect.objectContaining({ '@type': 'AutoPartsStore', name: 'X - Parts' })])
  })

  it('cannot be broken out of its script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
