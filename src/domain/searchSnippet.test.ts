import { describe, expect, it } from 'vitest'
import { DESCRIPTION_LENGTH, searchDescription, searchTitle } from './searchSnippet'

describe('search snippets', () => {
  it('use the title staff wrote, whole; else the name and the dealer; the dealer alone for its home', () => {
    expect(searchTitle({ title: '  RAV4 Hybrid deals in Sydney ' }, 'RAV4', 'Harbour City Toyota')).toBe(
      'RAV4 Hybrid deals in Sydney',
    )
    expect(searchTitle({ title: '' }, 'RAV4', 'Harbour City Toyota')).toBe('RAV4 | Harbour City Toyota')
    expect(searchTitle(null, null, 'Harbour City Toyota')).toBe('Harbour City Toyota')
  })

  it('use the description staff wrote; else the document’s text, cut at a word under 160 characters', () => {
    expect(searchDescription({ description: 'Written.' }, 'Fallback')).toBe('Written.')
    expect(searchDescription({}, '  Two   lines\nof text ')).toBe('Two lines of text')
    expect(searchDescription(undefined, null)).toBe('')
    const long = 'Service your Toyota with the people who know it best, '.repeat(5)
    const cut = searchDescription(null, long)
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH)
    expect(cut).toMatch(/ [a-z]+…$/)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
  })
})
