import { describe, expect, it } from 'vitest'
import { OFFERS_PER_PAGE, offerQuery, offerSearchPath, searchOffers, type OfferFacts } from './offerSearch'

const offer = (category: string, make: string | null, model: string | null): OfferFacts => ({ category, make, model })
const OFFERS = [
  offer('New vehicle offer', 'Mazda', 'CX-5'),
  offer('New vehicle offer', 'Kia', 'Sportage'),
  offer('Finance offer', 'Mazda', 'CX-5'),
  offer('Finance offer', null, null),
  offer('Service offer', null, null),
]
const search = (params: Record<string, string>) => searchOffers(OFFERS, (o) => o, offerQuery(params))

describe('the offers search', () => {
  it('shows every offer, with the count each choice would give, until something is chosen', () => {
    const all = search({})
    expect(all.total).toBe(5)
    expect(all.facets.category).toEqual([
      { value: 'Finance offer', count: 2, chosen: false },
      { value: 'New vehicle offer', count: 2, chosen: false },
      { value: 'Service offer', count: 1, chosen: false },
    ])
    expect(all.facets.make.map((f) => `${f.value} ${f.count}`)).toEqual(['Kia 1', 'Mazda 2'])
  })

  it('narrows by category, make and model together; each list counts within the other choices', () => {
    const mazda = search({ make: 'mazda' })
    expect(mazda.offers).toEqual([OFFERS[0], OFFERS[2]])
    // The make list still offers Kia (counted without the make chosen); the categories are Mazda's.
    expect(mazda.facets.make).toEqual([
      { value: 'Kia', count: 1, chosen: false },
      { value: 'Mazda', count: 2, chosen: true },
    ])
    expect(mazda.facets.category.map((f) => `${f.value} ${f.count}`)).toEqual([
      'Finance offer 1',
      'New vehicle offer 1',
    ])
    expect(search({ make: 'Mazda', category: 'Finance offer', model: 'CX-5' }).offers).toEqual([OFFERS[2]])
  })

  it('keeps a choice no offer has, with 0, and finds nothing', () => {
    const none = search({ make: 'Holden' })
    expect(none.total).toBe(0)
    expect(none.facets.make).toContainEqual({ value: 'Holden', count: 0, chosen: true })
  })

  it('pages 21 offers at a time, a page past the end showing the last', () => {
    const many = Array.from({ length: 45 }, (_, i) => offer('Service offer', null, String(i)))
    const page = (p: string) => searchOffers(many, (o) => o, offerQuery({ page: p }))
    expect(page('1').offers).toHaveLength(OFFERS_PER_PAGE)
    expect(page('3')).toMatchObject({ page: 3, pages: 3, total: 45 })
    expect(page('3').offers).toHaveLength(3)
    expect(page('9').page).toBe(3)
    expect(page('-2').page).toBe(1)
  })

  it('reads only its own refinements from the address, and writes them back', () => {
    const query = offerQuery({ make: ' Kia ', utm_source: 'x', page: '2', model: '' })
    expect(query).toEqual({ make: 'Kia', page: 2 })
    expect(offerSearchPath(query)).toBe('/special-offers/search?make=Kia&page=2')
    expect(offerSearchPath({ page: 1 })).toBe('/special-offers')
  })
})
