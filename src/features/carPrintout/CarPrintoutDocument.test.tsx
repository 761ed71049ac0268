import { renderToBuffer } from '@react-pdf/renderer'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { CarPrintoutDocument } from './CarPrintoutDocument'
import { photoFormatOf } from './printedPhoto'
import type { PrintoutSheet } from './printoutSheet'
import { qrMatrix } from './qrCode'

const sheet: PrintoutSheet = {
  dealer: { name: 'Harbour Toyota', colour: '#eb0a1e', onColour: '#ffffff', phone: '02 9000 1234' },
  title: '2022 Toyota HiLux SR5',
  subtitle: 'Used  ·  Stock number U1234',
  price: { amount: '$52,990', basis: 'Drive Away', was: '$54,990' },
  sold: false,
  reserved: false,
  keyDetails: ['48,200 km', 'Automatic', 'Diesel', 'Ute'],
  specifications: [
    { label: 'Year', value: '2022' },
    { label: 'Towing capacity (braked)', value: '3,500 kg' },
  ],
  features: ['Reversing camera', 'Apple CarPlay'],
  moreFeatures: 3,
  place: { name: 'Harbour Toyota Parramatta', address: '1 Church St, Parramatta NSW 2150' },
  photo: null,
  url: 'https://harbour.example.com.au/cars/2022-toyota-hilux-sr5-u1234',
  printedOn: '27 November 2026',
}

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  try {
    return await parser.getText()
  } finally {
    await parser.destroy()
  }
}

describe('a car printout', () => {
  it('is a one-page PDF with the car, its price and basis, specifications, place and address', async () => {
    const pdf = await renderToBuffer(<CarPrintoutDocument sheet={sheet} photo={null} qr={qrMatrix(sheet.url)} />)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, total } = await textOf(pdf)
    expect(total).toBe(1)
    for (const words of [
      'Harbour Toyota',
      'Call 02 9000 1234',
      '2022 Toyota HiLux SR5',
      '$52,990',
      'Drive Away',
      'was $54,990',
      '48,200 km',
      'Towing capacity (braked)',
      '3,500 kg',
      'Reversing camera',
      'and 3 more',
      '1 Church St, Parramatta NSW 2150',
      sheet.url,
    ])
      expect(text).toContain(words)
    expect(text).not.toContain('This car has been sold')
  })

  it('says a reserved car is reserved', async () => {
    const pdf = await renderToBuffer(
      <CarPrintoutDocument sheet={{ ...sheet, reserved: true }} photo={null} qr={qrMatrix(sheet.url)} />,
    )
    expect((await textOf(pdf)).text).toContain('This car is reserved.')
  })

  it('says a sold car is sold', async () => {
    const pdf = await renderToBuffer(
      <CarPrintoutDocument sheet={{ ...sheet, sold: true }} photo={null} qr={qrMatrix(sheet.url)} />,
    )
    expect((await textOf(pdf)).text).toContain('This car has been sold.')
  })
})

describe('the printout’s QR code', () => {
  it('holds the address in a square of modules with its three finder patterns', () => {
    const qr = qrMatrix(sheet.url)
    expect(qr.size).toBeGreaterThanOrEqual(25)
    // A finder pattern's corner is dark and the module inside its ring light, at three corners.
    for (const [row, column] of [
      [0, 0],
      [0, qr.size - 7],
      [qr.size - 7, 0],
    ] as const) {
      expect(qr.dark(row, column)).toBe(true)
      expect(qr.dark(row + 1, column + 1)).toBe(false)
      expect(qr.dark(row + 3, column + 3)).toBe(true)
    }
  })
})

describe('a printed photo', () => {
  it('is told by its first bytes: JPEG and PNG print, WebP and anything else do not', () => {
    expect(photoFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(photoFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png')
    expect(photoFormatOf(new TextEncoder().encode('RIFF....WEBP'))).toBeNull()
    expect(photoFormatOf(new TextEncoder().encode('<html>'))).toBeNull()
  })
})
