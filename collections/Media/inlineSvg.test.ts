import { describe, expect, it } from 'vitest'
import { INLINE_SVG_MAX_BYTES, inlineSvgOf } from './inlineSvg'

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  ${body}\n</svg>`)

describe('inlineSvgOf', () => {
  it('turns a small SVG into a data address an <img> can show', () => {
    const data = svg('<rect fill="#e00" width="10" height="10"/>')
    const address = inlineSvgOf({ data, mimetype: 'image/svg+xml', size: data.length })
    expect(address).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(address!.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"> <rect fill="#e00" width="10" height="10"/> </svg>',
    )
    // Characters that would end or break the address are escaped.
    expect(address).not.toMatch(/[#"<>]/)
  })

  it('leaves other images and SVGs above the limit to be served as files', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47])
    expect(inlineSvgOf({ data: png, mimetype: 'image/png', size: png.length })).toBeNull()
    const large = svg(`<desc>${'x'.repeat(INLINE_SVG_MAX_BYTES)}</desc>`)
    expect(inlineSvgOf({ data: large, mimetype: 'image/svg+xml', size: large.length })).toBeNull()
    const atLimit = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_SVG_MAX_BYTES - 46)}</svg>`,
    )
    expect(atLimit.length).toBe(INLINE_SVG_MAX_BYTES)
    expect(inlineSvgOf({ data: atLimit, mimetype: 'image/svg+xml', size: atLimit.length })).not.toBeNull()
  })
})
