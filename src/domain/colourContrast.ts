/**
 * WCAG 2.2 colour contrast: the rules that keep a dealer's brand colours readable.
 * Normal text needs 4.5:1 against its background (AA), large text and the parts of a
 * control (focus rings, borders of inputs) 3:1.
 */
export const AA_TEXT = 4.5
export const AA_NON_TEXT = 3

export const WHITE = '#ffffff'
export const BLACK = '#000000'

type Rgb = [number, number, number]

/** `#abc` or `#aabbcc` to 0-255 channels (anything else is a programming error upstream). */
function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Text on a coloured surface: white wherever white reaches AA (brands expect white on their
 * red or blue, and on such mid tones black would only just win), black otherwise. One of the
 * two always reaches 4.5:1, whatever the surface.
 */
export function textOn(surface: string): typeof WHITE | typeof BLACK {
  return contrastRatio(WHITE, surface) >= AA_TEXT ? WHITE : BLACK
}

/** `colour` moved `amount` (0-1) of the way towards `target`. */
export function mix(colour: string, target: string, amount: number): string {
  const from = rgbOf(colour)
  const to = rgbOf(target)
  return hexOf(from.map((c, i) => c + (to[i]! - c) * amount) as Rgb)
}

/**
 * The brand colour itself where it already reaches `minimum` against `background`, otherwise
 * the closest shade that does: darkened towards black on a light background, lightened towards
 * white on a dark one. So an amber accent stays amber on a badge but turns a deep amber as
 * text on white.
 */
export function shadeFor(colour: string, background: string, minimum = AA_TEXT): string {
  if (contrastRatio(colour, background) >= minimum) return colour.toLowerCase()
  const target = relativeLuminance(background) > 0.18 ? BLACK : WHITE
  for (let step = 1; step <= 100; step++) {
    const shade = mix(colour, target, step / 100)
    if (contrastRatio(shade, background) >= minimum) return shade
  }
  return target
}
