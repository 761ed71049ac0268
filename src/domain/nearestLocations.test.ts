import { describe, expect, it } from 'vitest'
import { distanceKm, distanceText, EARTH_RADIUS_KM, nearestTo, postcodeCentre } from './nearestLocations'
import { INVALID_POSTCODE, UNKNOWN_POSTCODE } from './states'

const sydney = { lat: -33.8688, lng: 151.2093 }
const melbourne = { lat: -37.8136, lng: 144.9631 }

describe('the nearest location to a postcode', () => {
  it('measures on a sphere of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0)
    expect(distanceKm(sydney, sydney)).toBe(0)
    // A quarter of the way round the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6)
  })

  it('knows each postcode’s centre', () => {
    const cbd = postcodeCentre('2000')!
    expect(distanceKm(cbd, sydney)).toBeLessThan(5)
    expect(distanceKm(postcodeCentre('3000')!, melbourne)).toBeLessThan(5)
    expect(postcodeCentre('0001')).toBeNull()
  })

  it('orders places nearest first, those without coordinates last in their own order', () => {
    const places = [
      { name: 'Melbourne', point: melbourne },
      { name: 'Nowhere', point: null },
      { name: 'Sydney', point: sydney },
      { name: 'Unmapped', point: null },
    ]
    const found = nearestTo('2144', places, (place) => place.point)
    if (!('nearest' in found)) throw new Error(found.error)
    expect(found.nearest.map((entry) => entry.item.name)).toEqual(['Sydney', 'Melbourne', 'Nowhere', 'Unmapped'])
    expect(found.nearest[0]!.km).toBeGreaterThan(10)
    expect(found.nearest[0]!.km).toBeLessThan(25)
  })

  it('says why a postcode cannot be placed, in the spec’s words', () => {
    expect(nearestTo('20', [], () => null)).toEqual({ error: INVALID_POSTCODE })
    expect(nearestTo('0001', [], () => null)).toEqual({ error: UNKNOWN_POSTCODE })
  })

  it('says how far in whole kilometres', () => {
    expect(distanceText(0.4)).toBe('Less than 1 km away')
    expect(distanceText(23.4)).toBe('About 23 km away')
    expect(distanceText(1234.6)).toBe('About 1,235 km away')
  })
})
