import { describe, expect, it } from 'vitest'
import { pageBlocks } from '../configs'
import { BLOCK_CHOOSER, CHOOSER_GROUPS, chooserEntryOf } from './catalogue'
import { blockThumbnailSvg } from './thumbnail'

describe('the block chooser', () => {
  it('has a group, a one-line description and a picture for every page block, and nothing else', () => {
    const slugs = pageBlocks.map((block) => block.slug)
    expect(Object.keys(BLOCK_CHOOSER).sort()).toEqual([...slugs].sort())
    for (const slug of slugs) {
      const entry = chooserEntryOf(slug)
      expect(CHOOSER_GROUPS).toContain(entry.group)
      expect(entry.description.length, slug).toBeLessThanOrEqual(132)
      expect(entry.description, slug).toMatch(/\.$/)
    }
  })

  it('prints every description in at most two lines, large enough to read in a phone’s chooser', () => {
    for (const block of pageBlocks) {
      const caption = /<g font-family="Arial, Helvetica[^>]*>(.*?)<\/g>/.exec(blockThumbnailSvg(block.slug)!)![1]!
      const lines = caption.match(/<text /g) ?? []
      expect(lines.length, block.slug).toBeGreaterThan(0)
      expect(lines.length, block.slug).toBeLessThanOrEqual(2)
    }
  })

  it('refuses a block without an entry by name', () => {
    expect(() => chooserEntryOf('carousel3d')).toThrow(/carousel3d/)
    expect(() => chooserEntryOf('toString')).toThrow(/toString/)
  })

  it('prints the description, whole, under the sketch, escaped', () => {
    const svg = blockThumbnailSvg('stockGrid')!
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 320"/)
    const printed = [...svg.matchAll(/<text [^>]*text-anchor="middle">([^<]*)<\/text>/g)].map((m) => m[1]).join(' ')
    expect(printed).toBe(chooserEntryOf('stockGrid').description)
    expect(blockThumbnailSvg('offersList')).toContain('dealer’s current offers')
    expect(blockThumbnailSvg('hero')).not.toMatch(/<text[^>]*>[^<]*[&<>"][^<]*<\/text>/)
  })

  it('has no picture for a name that is not a page block', () => {
    expect(blockThumbnailSvg('menuLink')).toBeNull()
    expect(blockThumbnailSvg('__proto__')).toBeNull()
  })
})
