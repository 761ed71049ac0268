/**
 * What search engines show for a page, an offer or a model: the title and description staff
 * wrote under SEO, else ones made from the document. Used by the site's metadata and by the
 * admin's SEO fields ("Auto-generate" and the snippet preview), so both show the same thing.
 */
export type SeoFields = { title?: string | null; description?: string | null; noIndex?: boolean | null }

/** Search engines cut descriptions at about this many characters. */
export const DESCRIPTION_LENGTH = 160

/** The whole title in search results: what staff wrote, else "<name> | <dealer>" (the dealer's name alone for its home). */
export function searchTitle(meta: SeoFields | null | undefined, name: string | null, siteName: string): string {
  const written = meta?.title?.trim()
  if (written) return written
  return name ? `${name} | ${siteName}` : siteName
}

/** The description in search results: what staff wrote, else the document's own text cut at a word. */
export function searchDescription(meta: SeoFields | null | undefined, fallback: string | null | undefined): string {
  const written = meta?.description?.trim()
  if (written) return written
  return shortened(fallback ?? '', DESCRIPTION_LENGTH)
}

function shortened(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const cut = clean.slice(0, length - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}
