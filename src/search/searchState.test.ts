import { describe, expect, it } from 'vitest'
import { parseSearchQuery } from './query'
import {
  changedSearch,
  filterChips,
  fromFilterForm,
  onPath,
  pageHref,
  pageWindow,
  rangeChipLabel,
  searchParamsOf,
  withoutFilter,
} from './searchState'

const params = (text: string) => new URLSearchParams(text)

describe('search page addresses', () => {
  it('turns the filter form’s range inputs into range parameters and drops empty fields and the page', () => {
    expect(
      String(
        fromFilterForm(
          params(
            'query=&make=Kia&make=MG&price_min=10000&price_max=&year_min=&year_max=2022&km_min=&km_max=&sortBy=price_asc&page=4',
          ),
        ),
      ),
    ).toBe('make=Kia&make=MG&sortBy=price_asc&price=10000-&year=-2022')
    expect(String(fromFilterForm(params('price_min=&price_max=')))).toBe('')
    expect(String(fromFilterForm(params('make=Kia&sortBy=custom_rank')))).toBe('make=Kia')
  })

  it('leaves an address that is already clean alone', () => {
    expect(fromFilterForm(params('make=Kia&price=10000-&page=2'))).toBeNull()
    expect(fromFilterForm(params(''))).toBeNull()
  })

  it('takes one filter value out, and with it the page', () => {
    expect(withoutFilter('/search/used-cars', params('make=Kia&make=MG&body=SUV&page=3'), 'make', 'Kia')).toBe(
      '/search/used-cars?make=MG&body=SUV',
    )
    expect(withoutFilter('/search/used-cars', params('price=10000-&page=2'), 'price')).toBe('/search/used-cars')
  })

  it('keeps the search on another landing path, from the first page', () => {
    expect(onPath('/search/new-cars', params('make=Kia&car_type=used&page=2'), ['car_type'])).toBe(
      '/search/new-cars?make=Kia',
    )
  })

  it('addresses pages, the first without a page parameter', () => {
    expect(pageHref('/search/used-cars', params('make=Kia&page=2'), 1)).toBe('/search/used-cars?make=Kia')
    expect(pageHref('/search/used-cars', params('make=Kia'), 3)).toBe('/search/used-cars?make=Kia&page=3')
  })

  it('offers the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(10, 22)).toEqual([1, null, 8, 9, 10, 11, 12, null, 22])
    expect(pageWindow(22, 22)).toEqual([1, null, 20, 21, 22])
  })
})

describe('range chips', () => {
  it('reads as a buyer writes prices, kilometres and years', () => {
    expect(rangeChipLabel('price', { max: 30000 })).toBe('Price up to $30,000')
    expect(rangeChipLabel('price', { min: 20000, max: 30000 })).toBe('Price $20,000 – $30,000')
    expect(rangeChipLabel('km', { min: 50000 })).toBe('Kilometres from 50,000 km')
    expect(rangeChipLabel('year', { min: 2020, max: 2020 })).toBe('Year 2020')
    expect(rangeChipLabel('year', { min: 2018, max: 2022 })).toBe('Year 2018 – 2022')
  })
})

describe('the live search’s address', () => {
  const read = (text: string) => parseSearchQuery(new URLSearchParams(text))

  it('writes a search as an address that reads back as the same search', () => {
    for (const text of [
      '',
      'query=hilux',
      'make=Toyota&make=Kia&body=SUV&price=10000-30000&year=2020-&km=-50000&sortBy=price_asc&page=3',
      'make_model=Toyota%7CCorolla&seats=7&certified=true',
    ]) {
      const query = read(text)
      expect(searchParamsOf(query).toString()).toBe(text)
      expect(read(searchParamsOf(query).toString())).toEqual(query)
    }
  })

  it('puts an address in canonical order, without the default sort or the first page', () => {
    expect(String(searchParamsOf(read('price=-30000&sortBy=custom_rank&page=1&make=Kia&query=%20sportage%20')))).toBe(
      'query=sportage&make=Kia&price=-30000',
    )
  })

  it('starts again at the first page after any change but a page', () => {
    const query = read('make=Kia&page=4')
    expect(String(changedSearch(query, { kind: 'term', facet: 'make', value: 'MG', chosen: true }))).toBe(
      'make=Kia&make=MG',
    )
    expect(String(changedSearch(query, { kind: 'term', facet: 'make', value: 'Kia', chosen: false }))).toBe('')
    expect(String(changedSearch(query, { kind: 'range', facet: 'price', min: 25_500 }))).toBe('make=Kia&price=25500-')
    expect(String(changedSearch(query, { kind: 'range', facet: 'price' }))).toBe('make=Kia')
    expect(String(changedSearch(query, { kind: 'keywords', text: ' gt-line ' }))).toBe('query=gt-line&make=Kia')
    expect(String(changedSearch(query, { kind: 'sort', sortBy: 'km_asc' }))).toBe('make=Kia&sortBy=km_asc')
    expect(String(changedSearch(query, { kind: 'page', page: 5 }))).toBe('make=Kia&page=5')
  })

  it('removes one chip’s filter', () => {
    const query = read('query=gt&make=Kia&make=MG&price=-30000&page=2')
    expect(String(changedSearch(query, { kind: 'remove', name: 'make', value: 'Kia' }))).toBe(
      'query=gt&make=MG&price=-30000',
    )
    expect(String(changedSearch(query, { kind: 'remove', name: 'price' }))).toBe('query=gt&make=Kia&make=MG')
    expect(String(changedSearch(query, { kind: 'remove', name: 'query' }))).toBe('make=Kia&make=MG&price=-30000')
  })

  it('hides reserved cars by its own parameter, kept in the address until its chip or box takes it off', () => {
    const query = read('make=Kia&page=3')
    const hidden = changedSearch(query, { kind: 'hideReserved', hidden: true })
    expect(String(hidden)).toBe('make=Kia&hide_reserved=true')
    expect(String(searchParamsOf(read(String(hidden))))).toBe('make=Kia&hide_reserved=true')
    expect(filterChips(read(String(hidden)), [])).toContainEqual({
      name: 'hide_reserved',
      label: 'Reserved cars hidden',
    })
    expect(String(changedSearch(read(String(hidden)), { kind: 'remove', name: 'hide_reserved' }))).toBe('make=Kia')
    expect(String(changedSearch(read(String(hidden)), { kind: 'hideReserved', hidden: false }))).toBe('make=Kia')
  })

  it('names each active filter in a chip, leaving out what the landing fixes', () => {
    expect(filterChips(read('query=gt&make=Kia&body=SUV&price=-30000'), ['make'])).toEqual([
      { name: 'body', value: 'SUV', label: 'SUV' },
      { name: 'price', label: 'Price up to $30,000' },
      { name: 'query', label: '“gt”' },
    ])
  })
})
