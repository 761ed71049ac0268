import { BLOCK_CHOOSER, chooserEntryOf, type Sketch } from './catalogue'

/**
 * The block chooser's pictures: a sketch of what the block puts on the page, drawn in the
 * admin's greys with one accent, and the block's one-line description printed underneath
 * (Payload's chooser shows a picture and a name only). 480 x 320, Payload's preferred 3:2.
 */
const WIDTH = 480
const HEIGHT = 320
const SKETCH_BOTTOM = 222

const C = {
  page: '#f4f5f7',
  card: '#fff',
  line: '#d5d9e0',
  bar: '#c3c8d0',
  ink: '#3b4350',
  accent: '#1f6feb',
  photo: '#dbe4f0',
  hill: '#b4c3d8',
  star: '#e3a008',
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"${extra}/>`
const card = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, C.card, ` stroke="${C.line}"`)
const bar = (x: number, y: number, w: number, fill = C.bar, h = 10) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`
const button = (x: number, y: number, w = 84) => rect(x, y, w, 24, C.accent)
/** A photo placeholder: a sky with a hill and a sun. */
const photo = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, C.photo) +
  `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.75} L${x + w * 0.75} ${y + h * 0.6} L${x + w} ${y + h} Z" fill="${C.hill}"/>` +
  `<circle cx="${x + w * 0.8}" cy="${y + h * 0.28}" r="${Math.min(w, h) * 0.09}" fill="#fff"/>`
const columns = (count: number, gap = 16, left = 24, width = WIDTH - 48) => {
  const w = (width - gap * (count - 1)) / count
  return Array.from({ length: count }, (_, i) => ({ x: left + i * (w + gap), w }))
}
const star = (x: number, y: number) =>
  `<path d="M${x} ${y - 8} L${x + 2.4} ${y - 2.5} L${x + 8} ${y - 2.5} L${x + 3.5} ${y + 1} L${x + 5} ${y + 7} L${x} ${y + 3.5} L${x - 5} ${y + 7} L${x - 3.5} ${y + 1} L${x - 8} ${y - 2.5} L${x - 2.4} ${y - 2.5} Z" fill="${C.star}"/>`
const pin = (x: number, y: number) =>
  `<path d="M${x} ${y + 18} C${x - 14} ${y} ${x - 12} ${y - 14} ${x} ${y - 14} C${x + 12} ${y - 14} ${x + 14} ${y} ${x} ${y + 18} Z" fill="${C.accent}"/><circle cx="${x}" cy="${y - 3}" r="4" fill="#fff"/>`

const SKETCHES: Record<Sketch, () => string> = {
  hero: () => photo(24, 20, 432, 190) + bar(56, 84, 220, C.card, 18) + bar(56, 114, 160, C.card) + button(56, 142, 100),
  slider: () =>
    photo(24, 40, 432, 130) +
    bar(56, 90, 180, C.card, 16) +
    `<path d="M44 97 l-8 8 l8 8 M436 97 l8 8 l-8 8" stroke="${C.card}" stroke-width="4" fill="none"/>` +
    [0, 1, 2].map((i) => `<circle cx="${224 + i * 16}" cy="190" r="5" fill="${i ? C.bar : C.accent}"/>`).join(''),
  search: () =>
    card(24, 60, 432, 110) +
    bar(44, 80, 120, C.ink) +
    columns(3, 12, 44, 290)
      .map(
        ({ x, w }) => card(x, 106, w, 34) + `<path d="M${x + w - 20} 120 l5 5 l5 -5" stroke="${C.ink}" fill="none"/>`,
      )
      .join('') +
    rect(346, 106, 90, 34, C.accent),
  tiles: () =>
    [0, 1]
      .flatMap((row) =>
        columns(3).map(({ x, w }) => photo(x, 24 + row * 98, w, 70) + bar(x + 10, 102 + row * 98, w * 0.5, C.ink)),
      )
      .join(''),
  brands: () =>
    columns(5)
      .map(
        ({ x, w }) =>
          `<circle cx="${x + w / 2}" cy="100" r="30" fill="${C.card}" stroke="${C.line}"/>` +
          bar(x + w / 2 - 18, 94, 36, C.ink) +
          bar(x + w / 2 - 22, 146, 44),
      )
      .join(''),
  text: () =>
    bar(24, 36, 220, C.ink, 16) +
    [70, 90, 110, 130].map((y, i) => bar(24, y, i === 3 ? 260 : 432)).join('') +
    [164, 184].map((y, i) => bar(24, y, i ? 300 : 432)).join(''),
  callToAction: () =>
    card(24, 46, 432, 140) + bar(154, 76, 172, C.ink, 16) + bar(124, 106, 232) + button(190, 136, 100),
  threeTiles: () =>
    columns(3)
      .map(
        ({ x, w }) =>
          card(x, 36, w, 160) +
          `<circle cx="${x + w / 2}" cy="82" r="20" fill="${C.accent}"/>` +
          bar(x + 20, 120, w - 40, C.ink) +
          bar(x + 20, 142, w - 40) +
          bar(x + 30, 160, w - 60),
      )
      .join(''),
  strip: () =>
    card(24, 76, 432, 80) +
    columns(4, 12, 40, 400)
      .map(
        ({ x, w }) => `<circle cx="${x + 14}" cy="116" r="12" fill="${C.accent}"/>` + bar(x + 32, 111, w - 40, C.ink),
      )
      .join(''),
  locations: () =>
    columns(2)
      .map(
        ({ x, w }) =>
          card(x, 20, w, 190) +
          photo(x + 12, 32, w - 24, 70) +
          pin(x + w / 2, 64) +
          bar(x + 12, 116, w * 0.6, C.ink) +
          `<circle cx="${x + 18}" cy="141" r="5" fill="#1a7f37"/>` +
          bar(x + 30, 136, w * 0.45) +
          bar(x + 12, 156, w * 0.7) +
          rect(x + 12, 176, 90, 22, C.accent),
      )
      .join(''),
  stock: () =>
    columns(3)
      .map(
        ({ x, w }) =>
          card(x, 20, w, 194) +
          photo(x + 8, 28, w - 16, 90) +
          bar(x + 12, 130, w - 40, C.ink) +
          bar(x + 12, 150, w * 0.45, C.accent, 14) +
          bar(x + 12, 176, w * 0.3) +
          bar(x + w * 0.45, 176, w * 0.3),
      )
      .join(''),
  form: () =>
    card(24, 16, 432, 200) +
    bar(48, 32, 160, C.ink, 14) +
    [0, 1]
      .map((row) =>
        columns(2, 16, 48, 384)
          .map(({ x, w }) => card(x, 62 + row * 46, w, 32))
          .join(''),
      )
      .join('') +
    card(48, 154, 384, 24) +
    button(48, 186, 110),
  calculator: () =>
    card(24, 20, 432, 190) +
    [50, 96, 142]
      .map(
        (y, i) =>
          bar(48, y, 100, C.ink) +
          bar(48, y + 20, 230) +
          bar(48, y + 20, 60 + i * 50, C.accent) +
          `<circle cx="${108 + i * 50}" cy="${y + 25}" r="9" fill="${C.accent}"/>`,
      )
      .join('') +
    card(310, 60, 126, 100) +
    bar(330, 84, 86, C.ink) +
    bar(330, 108, 70, C.accent, 22) +
    bar(330, 140, 86),
  models: () =>
    [0, 1]
      .flatMap((row) =>
        columns(4).map(
          ({ x, w }) =>
            `<path d="M${x + 8} ${62 + row * 100} q${w * 0.2} -26 ${w * 0.45} -26 q${w * 0.25} 0 ${w * 0.4} 18 l0 8 Z" fill="${C.hill}"/>` +
            `<circle cx="${x + w * 0.28}" cy="${64 + row * 100}" r="7" fill="${C.ink}"/><circle cx="${x + w * 0.75}" cy="${64 + row * 100}" r="7" fill="${C.ink}"/>` +
            bar(x + 8, 80 + row * 100, w * 0.6, C.ink) +
            bar(x + 8, 96 + row * 100, w * 0.45),
        ),
      )
      .join(''),
  offers: () =>
    columns(3)
      .map(
        ({ x, w }) =>
          card(x, 20, w, 194) +
          photo(x, 20, w, 96) +
          bar(x + 12, 130, w - 30, C.ink) +
          bar(x + 12, 150, w - 44) +
          button(x + 12, 178, w - 60),
      )
      .join(''),
  reviews: () =>
    [0, 1, 2, 3, 4].map((i) => star(164 + i * 24, 40)).join('') +
    bar(292, 35, 40, C.ink) +
    columns(3)
      .map(
        ({ x, w }) =>
          card(x, 70, w, 136) +
          [0, 1, 2, 3, 4].map((i) => star(x + 20 + i * 18, 94)).join('') +
          bar(x + 12, 118, w - 24) +
          bar(x + 12, 136, w - 36) +
          bar(x + 12, 154, w - 50) +
          bar(x + 12, 182, w * 0.4, C.ink),
      )
      .join(''),
  hours: () =>
    card(84, 20, 312, 190) +
    bar(108, 40, 150, C.ink, 14) +
    [76, 110, 144, 178].map((y, i) => bar(108, y, 90, C.ink) + bar(268, y, 104, i % 2 ? C.bar : C.accent)).join(''),
  map: () =>
    rect(24, 20, 432, 150, '#e7efe4') +
    `<path d="M24 110 C140 90 220 150 456 96 M180 20 L240 170 M330 20 L300 170" stroke="#fff" stroke-width="10" fill="none"/>` +
    pin(250, 86) +
    bar(24, 184, 200, C.ink) +
    rect(372, 180, 84, 24, C.accent),
  faq: () =>
    [24, 70, 116, 162]
      .map(
        (y, i) =>
          card(24, y, 432, i === 0 ? 40 : 36) +
          bar(44, y + 14, 260 - i * 20, C.ink) +
          `<path d="M424 ${y + 14} l6 6 l6 -6" stroke="${C.ink}" stroke-width="2" fill="none"/>`,
      )
      .join(''),
  cards: () =>
    columns(3)
      .map(
        ({ x, w }) =>
          card(x, 24, w, 180) + photo(x, 24, w, 90) + bar(x + 12, 128, w - 40, C.ink) + bar(x + 12, 150, w - 30),
      )
      .join(''),
  stickyBar: () =>
    card(104, 12, 272, 204) +
    [36, 58, 80, 102, 124].map((y) => bar(124, y, 232)).join('') +
    rect(104, 164, 272, 52, C.ink) +
    bar(120, 185, 120, C.card) +
    rect(268, 176, 92, 28, C.accent),
  steps: () =>
    columns(4)
      .map(
        ({ x, w }, i) =>
          `<circle cx="${x + w / 2}" cy="48" r="18" fill="${C.accent}"/>` +
          `<text x="${x + w / 2}" y="54" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${i + 1}</text>` +
          bar(x + 10, 80, w - 20, C.ink) +
          bar(x + 14, 98, w - 28),
      )
      .join('') +
    columns(3)
      .map(({ x, w }) => card(x, 126, w, 90) + photo(x + 6, 132, w - 12, 50) + bar(x + 10, 192, w * 0.5, C.accent))
      .join(''),
  price: () =>
    card(84, 24, 312, 186) +
    bar(112, 48, 170, C.ink, 14) +
    bar(112, 84, 150, C.accent, 34) +
    bar(112, 136, 240) +
    bar(112, 156, 200) +
    button(112, 176, 120),
}

/** Breaks the description into lines of about `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = last + ' ' + word
    else lines.push(word)
  }
  return lines
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The SVG picture of a page block in the chooser, or null for a slug that is not a page block. */
export function blockThumbnailSvg(slug: string): string | null {
  if (!Object.hasOwn(BLOCK_CHOOSER, slug)) return null
  const entry = chooserEntryOf(slug)
  const caption = wrap(entry.description, 34)
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="${WIDTH / 2}" y="${SKETCH_BOTTOM + 31 + i * 28}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.page}"/>` +
    SKETCHES[entry.sketch]() +
    `<rect y="${SKETCH_BOTTOM + 8}" width="${WIDTH}" height="${HEIGHT - SKETCH_BOTTOM - 8}" fill="#fff"/>` +
    `<g font-family="Arial, Helvetica, sans-serif" font-size="25" fill="${C.ink}">${caption}</g>` +
    `</svg>`
  )
}

/** Where the admin loads a block's picture from (src/app/api/block-thumbnails). */
export const blockThumbnailUrl = (slug: string) => `/api/block-thumbnails/${slug}`
