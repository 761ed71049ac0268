import { describe, expect, it } from 'vitest'
import { AA_TEXT, BLACK, contrastRatio, mix, relativeLuminance, shadeFor, textOn, WHITE } from './colourContrast'

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5)
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5)
    expect(contrastRatio('#EB0A1E', '#eb0a1e')).toBe(1)
  })

  it('matches published figures: Toyota red on white 4.57:1, #767676 on white 4.54:1', () => {
    expect(contrastRatio('#EB0A1E', WHITE)).toBeCloseTo(4.57, 2)
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2)
    expect(relativeLuminance('#fff')).toBe(1)
  })
})

describe('text on a brand colour', () => {
  it('is white on Toyota red (white reaches AA there, black would only just win)', () => {
    expect(textOn('#EB0A1E')).toBe(WHITE)
    expect(textOn('#0B2545')).toBe(WHITE)
  })

  it('is black on light and bright colours', () => {
    expect(textOn('#F2A900')).toBe(BLACK)
    expect(textOn('#F5F5F5')).toBe(BLACK)
    expect(textOn('#00ff00')).toBe(BLACK)
  })

  it('reaches AA on every colour of a sweep through the RGB cube', () => {
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const surface = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
          expect(contrastRatio(textOn(surface), surface)).toBeGreaterThanOrEqual(AA_TEXT)
        }
  })
})

describe('a brand colour as text', () => {
  it('keeps a colour that already reads', () => {
    expect(shadeFor('#0B2545', WHITE)).toBe('#0b2545')
  })

  it('darkens amber on white to the first shade reaching 4.5:1', () => {
    const shade = shadeFor('#F2A900', WHITE)
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(AA_TEXT)
    // The shade before it (one step less dark) does not reach AA: the darkening stops at the first that does.
    const lighter = mix(shade, '#F2A900', 0.02)
    expect(contrastRatio(lighter, WHITE)).toBeLessThan(AA_TEXT + 0.2)
    expect(shade).not.toBe('#000000')
  })

  it('lightens a dark colour on a dark background, and meets the 3:1 asked of focus rings', () => {
    const shade = shadeFor('#1F2937', '#111827')
    expect(contrastRatio(shade, '#111827')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance('#1F2937'))
    expect(contrastRatio(shadeFor('#F2A900', WHITE, 3), WHITE)).toBeGreaterThanOrEqual(3)
  })
})
