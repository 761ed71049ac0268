import { describe, expect, it } from 'vitest'
import {
  descriptionPreview,
  disclaimerPreview,
  OFFER_CATEGORIES,
  offerFollowUp,
  plainText,
  truncate,
} from './offerText'

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

describe('offer text', () => {
  it('shows a description of up to 200 characters whole', () => {
    const text = 'x'.repeat(200)
    expect(descriptionPreview(text)).toEqual({ text, truncated: false })
  })

  it('cuts a longer description to 160 characters at a word, with an ellipsis', () => {
    const text = words(40) // well over 200 characters
    const preview = descriptionPreview(text)
    expect(preview.truncated).toBe(true)
    expect(preview.text.length).toBeLessThanOrEqual(161)
    expect(preview.text.endsWith('…')).toBe(true)
    expect(text.startsWith(preview.text.slice(0, -1))).toBe(true)
    expect(preview.text.slice(0, -1).endsWith(' ')).toBe(false)
  })

  it('does not toggle a description of 161 to 200 characters', () => {
    expect(descriptionPreview('y'.repeat(180)).truncated).toBe(false)
  })

  it('cuts a disclaimer over 200 characters at 200', () => {
    expect(disclaimerPreview('z'.repeat(200)).truncated).toBe(false)
    const cut = disclaimerPreview(words(50))
    expect(cut.truncated).toBe(true)
    expect(cut.text.length).toBeLessThanOrEqual(201)
  })

  it('cuts one long word where it is', () => {
    expect(truncate('a'.repeat(300), 160).text).toBe(`${'a'.repeat(160)}…`)
  })

  it('reads the plain text of rich text', () => {
    const rich = {
      root: {
        children: [
          { type: 'paragraph', children: [{ text: 'Drive away' }, { text: ' today.' }] },
          { type: 'paragraph', children: [{ text: 'Terms apply.' }] },
        ],
      },
    }
    expect(plainText(rich)).toBe('Drive away today. Terms apply.')
    expect(plainText(null)).toBe('')
  })
})

describe('an offer’s second call to action', () => {
  it('offers a test drive only on new and demo vehicle offers', () => {
    expect(offerFollowUp('New vehicle offer')).toBe('test-drive')
    expect(offerFollowUp('Demo vehicle offer')).toBe('test-drive')
    for (const category of OFFER_CATEGORIES.filter((c) => c !== 'New vehicle offer' && c !== 'Demo vehicle offer'))
      expect(offerFollowUp(category)).not.toBe('test-drive')
  })

  it('sends finance offers to finance, service offers to a booking, used offers to the used stock', () => {
    expect(offerFollowUp('Finance offer')).toBe('finance')
    expect(offerFollowUp('Service offer')).toBe('service-booking')
    expect(offerFollowUp('Used vehicle offer')).toBe('stock')
    expect(offerFollowUp('Parts & accessories offer')).toBeNull()
    expect(offerFollowUp('Fleet offer')).toBeNull()
    expect(offerFollowUp(null)).toBeNull()
  })
})
