import QRCode from 'qrcode'

/** A QR code's modules: `size` by `size`, `dark(row, column)` for each. */
export type QrMatrix = { size: number; dark: (row: number, column: number) => boolean }

/** The QR code of an address, at medium error correction (a creased or smudged printout still scans). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 }
}
