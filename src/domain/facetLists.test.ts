import { describe, expect, it } from 'vitest'
import {
  facetList,
  makeList,
  makesShownFirst,
  MAKES_SHOWN_FIRST,
  MODELS_SHOWN,
  offersModels,
  POPULAR_MAKES,
} from './facetLists'

const names = (options: { value: string }[]) => options.map((option) => option.value)
const counts = (entries: [string, number][]) => Object.fromEntries(entries)

describe('the makes list', () => {
  const makes = counts([
    ['Kia', 12],
    ['Audi', 3],
    ['Toyota', 40],
    ['Mazda', 12],
  ])

  it('lists makes by name, or by the number of cars where the dealer wants', () => {
    expect(names(makeList(makes, [], { byVolume: false, popularBreak: false }).others)).toEqual([
      'Audi',
      'Kia',
      'Mazda',
      'Toyota',
    ])
    expect(names(makeList(makes, [], { byVolume: true, popularBreak: false }).others)).toEqual([
      'Toyota',
      'Kia',
      'Mazda',
      'Audi',
    ])
  })

  it('breaks the list after the 20 most popular makes where the dealer wants, the rest by name', () => {
    const many = counts(Array.from({ length: 25 }, (_, i) => [`Make ${String(i).padStart(2, '0')}`, 100 - i]))
    const list = makeList(many, [], { byVolume: false, popularBreak: true })
    expect(list.popular).toHaveLength(POPULAR_MAKES)
    expect(list.popular[0]).toEqual({ value: 'Make 00', count: 100 })
    expect(names(list.others)).toEqual(['Make 20', 'Make 21', 'Make 22', 'Make 23', 'Make 24'])
    // With 20 makes or fewer there is nothing to break.
    expect(makeList(makes, [], { byVolume: false, popularBreak: true }).popular).toEqual([])
  })

  it('keeps a chosen make the other filters left no cars for, so it can be unticked', () => {
    expect(makeList(makes, ['Volvo'], { byVolume: false, popularBreak: false }).others.at(-1)).toEqual({
      value: 'Volvo',
      count: 0,
    })
  })

  it('shows 7 makes at first, or down to the last chosen one', () => {
    const list = makeList(counts(Array.from({ length: 12 }, (_, i) => [`M${String.fromCharCode(65 + i)}`, 1])), [], {
      byVolume: false,
      popularBreak: false,
    }).others
    expect(makesShownFirst(list, [])).toBe(MAKES_SHOWN_FIRST)
    expect(makesShownFirst(list, ['MB'])).toBe(MAKES_SHOWN_FIRST)
    expect(makesShownFirst(list, ['MK'])).toBe(12)
    expect(makesShownFirst(list.slice(0, 3), [])).toBe(3)
  })
})

describe('other facets', () => {
  it('caps models at the 30 with the most cars, by name, keeping chosen ones', () => {
    const models = counts(Array.from({ length: 40 }, (_, i) => [`Model ${String(i).padStart(2, '0')}`, 100 - i]))
    const list = facetList('model', models, ['Model 39'])
    expect(list).toHaveLength(MODELS_SHOWN + 1)
    expect(names(list)).toContain('Model 00')
    expect(names(list)).not.toContain('Model 35')
    expect(names(list).at(-1)).toBe('Model 39')
    expect(facetList('body', models, [])).toHaveLength(40)
  })
})

describe('when models are offered', () => {
  it('waits for a make where the stock has several', () => {
    expect(offersModels({ available: 7, chosen: false, fixed: false })).toBe(false)
    expect(offersModels({ available: 7, chosen: true, fixed: false })).toBe(true)
    expect(offersModels({ available: 7, chosen: false, fixed: true })).toBe(true)
  })

  it('offers them at once where the stock holds one make (a single-brand dealer)', () => {
    expect(offersModels({ available: 1, chosen: false, fixed: false })).toBe(true)
  })
})
