import { describe, expect, it } from 'vitest'
import { parseSearchQuery, SearchQueryError } from './query'

const parse = (qs: string) => parseSearchQuery(new URLSearchParams(qs))
const problem = (qs: string) => {
  try {
    parse(qs)
  } catch (error) {
    if (error instanceof SearchQueryError) return { parameter: error.parameter, message: error.message }
    throw error
  }
  return null
}

describe('search parameters', () => {
  it('default to page 1, custom rank, no filters', () => {
    expect(parse('')).toEqual({ query: '', page: 1, sortBy: 'custom_rank', terms: {}, ranges: {} })
  })

  it('read repeated facet values, ranges with open ends, and ignore unknown parameters', () => {
    expect(
      parse(
        'make=Toyota&make=Kia&make=Toyota&price=10000-30000&year=2020-&km=-50000&utm_source=fb&query=%20rav4%20&page=2&sortBy=price_asc',
      ),
    ).toEqual({
      query: 'rav4',
      page: 2,
      sortBy: 'price_asc',
      terms: { make: ['Toyota', 'Kia'] },
      ranges: { price: { min: 10_000, max: 30_000 }, year: { min: 2020 }, km: { max: 50_000 } },
    })
  })

  it('name the bad parameter and say what is wrong', () => {
    expect(problem('page=0')).toEqual({
      parameter: 'page',
      message: 'Invalid search parameter "page": must be a whole number from 1 to 500.',
    })
    expect(problem('page=abc')?.parameter).toBe('page')
    // Past what Elasticsearch serves (10,000 results): 21 a page makes page 476 the last.
    expect(parseSearchQuery(new URLSearchParams('page=476'), { resultsPerPage: 21 }).page).toBe(476)
    expect(() => parseSearchQuery(new URLSearchParams('page=477'), { resultsPerPage: 21 })).toThrow(
      'Invalid search parameter "page": must be a whole number from 1 to 476.',
    )
    // A bound no price can have is refused, not silently dropped.
    expect(problem(`price=${'9'.repeat(400)}-`)).toEqual({
      parameter: 'price',
      message: 'Invalid search parameter "price": must have bounds of at most 12 digits.',
    })
    expect(problem('sortBy=cheapest')?.message).toMatch(/"sortBy": must be one of custom_rank, price_asc/)
    expect(problem('price=lots')?.message).toMatch(/"price": must be a range such as 10000-30000/)
    expect(problem('price=50000-10000')?.message).toMatch(/lower bound first/)
    expect(problem('certified=maybe')?.message).toMatch(/"certified": must be true or false/)
    expect(problem('seats=many')?.parameter).toBe('seats')
    expect(problem(`query=${'x'.repeat(101)}`)?.parameter).toBe('query')
    expect(problem('page=1&page=2')?.message).toMatch(/give it once/)
  })
})
