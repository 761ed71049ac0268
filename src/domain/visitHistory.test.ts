import { describe, expect, it } from 'vitest'
import {
  pastSearchHref,
  SEARCH_HISTORY_LIMIT,
  searchHistoryOf,
  VIEWED_CARS_LIMIT,
  viewedCarsOf,
  withSearch,
  withViewedCar,
  type ViewedCar,
} from './visitHistory'

const viewed = (id: string): ViewedCar => ({
  id,
  slug: `car-${id}`,
  name: `Car ${id}`,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'HiLux',
  body: 'Dual Cab Utility',
  simple_body: 'Ute',
  primary_image_url: null,
})

describe('viewed cars', () => {
  it('the latest first, each once, twelve at most', () => {
    const list = ['1', '2', '3'].reduce<ViewedCar[]>((all, id) => withViewedCar(all, viewed(id)), [])
    expect(list.map((car) => car.id)).toEqual(['3', '2', '1'])
    expect(withViewedCar(list, viewed('1')).map((car) => car.id)).toEqual(['1', '3', '2'])
    const many = Array.from({ length: 20 }, (_, i) => String(i)).reduce<ViewedCar[]>(
      (all, id) => withViewedCar(all, viewed(id)),
      [],
    )
    expect(many).toHaveLength(VIEWED_CARS_LIMIT)
    expect(many[0]!.id).toBe('19')
  })
  it('reads back only well-formed records', () => {
    expect(viewedCarsOf([viewed('1'), viewed('1'), { id: '2' }, { ...viewed('3'), slug: '/x' }, null]).length).toBe(1)
    expect(viewedCarsOf([{ ...viewed('4'), primary_image_url: '//evil.test/a.jpg' }])[0]!.primary_image_url).toBeNull()
    expect(viewedCarsOf('junk')).toEqual([])
  })
})

describe('search history', () => {
  const search = (query: string, path = '/search/used-cars') => ({ path, query, label: `Used cars: ${query}` })
  it('keeps searches with refinements, the latest first, five at most, without the page', () => {
    expect(withSearch([], search(''))).toEqual([])
    expect(withSearch([], search('page=2'))).toEqual([])
    const one = withSearch([], search('make=Toyota&page=3'))
    expect(one).toEqual([{ path: '/search/used-cars', query: 'make=Toyota', label: 'Used cars: make=Toyota&page=3' }])
    expect(withSearch(one, search('make=Toyota'))).toHaveLength(1)
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].reduce((all, make) => withSearch(all, search(`make=${make}`)), one)
    expect(many).toHaveLength(SEARCH_HISTORY_LIMIT)
    expect(many[0]!.query).toBe('make=f')
    expect(pastSearchHref(many[0]!)).toBe('/search/used-cars?make=f')
  })
  it('reads back only the site’s own search pages', () => {
    const stored = [
      search('make=Kia'),
      search('make=Kia', 'https://evil.test/search'),
      search('make=Kia', '//evil.test'),
      { path: '/search/toyota/hilux', query: 'body=Ute', label: 'HiLux utes' },
      { path: '/search', query: '', label: 'empty' },
    ]
    expect(searchHistoryOf(stored).map((entry) => entry.path)).toEqual(['/search/used-cars', '/search/toyota/hilux'])
  })
})
