import { readFileSync } from 'node:fs'

/**
 * Small SVGs (a dealer's logo, usually) are also kept as a data address, so the header can
 * paint the logo with the page's first frame instead of waiting for a request the browser
 * starts behind the page's scripts. In an <img> an SVG's scripts never run, so an uploaded
 * file cannot inject anything this way. Larger files are served as usual.
 */
export const INLINE_SVG_MAX_BYTES = 6 * 1024

type UploadedFile = { data?: Buffer; mimetype?: string; size?: number; tempFilePath?: string }

/** The data address of an uploaded SVG of at most INLINE_SVG_MAX_BYTES, or null. */
export function inlineSvgOf(file: UploadedFile): string | null {
  if (file.mimetype !== 'image/svg+xml') return null
  const bytes = file.data?.length ? file.data : file.tempFilePath ? readFileSync(file.tempFilePath) : null
  if (!bytes || bytes.length > INLINE_SVG_MAX_BYTES) return null
  // Percent-encoding only what a data address must escape keeps it readable and compressible.
  const svg = bytes
    .toString('utf8')
    .replace(/\s*[\r\n]\s*/g, ' ')
    .trim()
  return `data:image/svg+xml,${svg.replace(/[\r\n%#"<>?[\\\]^`{|}]/g, encodeURIComponent)}`
}
