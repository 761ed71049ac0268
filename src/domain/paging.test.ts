import { describe, expect, it } from 'vitest'
import { pageOf } from './paging'

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i)
  it('gives the page asked for, the last one past the end, and one page of nothing', () => {
    expect(pageOf(items, 21, 2)).toEqual({ items: items.slice(21, 42), page: 2, pages: 3 })
    expect(pageOf(items, 21, 9)).toEqual({ items: [42, 43, 44], page: 3, pages: 3 })
    expect(pageOf(items, 21, 0).page).toBe(1)
    expect(pageOf([], 21, 4)).toEqual({ items: [], page: 1, pages: 1 })
  })
})
