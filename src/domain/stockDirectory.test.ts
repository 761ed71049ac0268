import { describe, expect, it } from 'vitest'
import { DIRECTORY_PAGE_SIZE, directoryPage, directoryPath, directoryState } from './stockDirectory'

const makes = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`Make ${i + 1}`, i + 1]))
const counts = {
  make: { ...makes, Toyota: 12, 'Mercedes-Benz': 2 },
  makeModel: { 'Toyota|HiLux': 7, 'Toyota|RAV4': 4, 'Toyota|86': 1, 'Mercedes-Benz|Sprinter': 2 },
}

describe('the stock directory', () => {
  it('lists the makes 21 a page, by name, with their cars and landing pages', () => {
    const first = directoryPage(counts, directoryState({}))
    expect(first).toMatchObject({ total: 32, page: 1, pages: 2, make: null })
    expect(first.entries).toHaveLength(DIRECTORY_PAGE_SIZE)
    expect(first.entries.slice(0, 3).map((entry) => entry.name)).toEqual(['Make 1', 'Make 2', 'Make 3'])
    const second = directoryPage(counts, directoryState({ page: '2' }))
    expect(second.entries).toHaveLength(11)
    expect(second.entries.at(-1)).toEqual({ name: 'Toyota', count: 12, make: 'Toyota', path: '/search/toyota' })
  })

  it('lists one make’s models, whatever the case of the address', () => {
    const toyota = directoryPage(counts, directoryState({ make: 'toyota' }))
    expect(toyota.make).toBe('Toyota')
    expect(toyota.entries).toEqual([
      { name: '86', count: 1, make: 'Toyota', path: '/search/toyota/86' },
      { name: 'HiLux', count: 7, make: 'Toyota', path: '/search/toyota/hilux' },
      { name: 'RAV4', count: 4, make: 'Toyota', path: '/search/toyota/rav4' },
    ])
  })

  it('narrows by a name, and treats what it cannot read as the default', () => {
    expect(directoryPage(counts, directoryState({ q: 'merc' })).entries.map((entry) => entry.name)).toEqual([
      'Mercedes-Benz',
    ])
    expect(directoryState({ page: '-3', make: '  ', q: ['x', 'y'] })).toEqual({ make: null, q: 'x', page: 1 })
    expect(directoryState({ page: '1.5' }).page).toBe(1)
    // A page past the last is the last; a make the stock does not hold lists the makes.
    expect(directoryPage(counts, directoryState({ page: '99' })).page).toBe(2)
    expect(directoryPage(counts, directoryState({ make: 'Lada' })).make).toBeNull()
  })

  it('writes its own address, leaving out the defaults', () => {
    expect(directoryPath({})).toBe('/search/makes')
    expect(directoryPath({ make: 'Toyota', q: 'hi lux', page: 2 })).toBe('/search/makes?make=Toyota&q=hi+lux&page=2')
    expect(directoryPath({ page: 1 })).toBe('/search/makes')
  })
})
