/**
 * The spec's offer text rules: a description of 200 characters or fewer is shown whole;
 * a longer one is cut to 160 characters in the list with a View more / View less toggle.
 * A disclaimer over 200 characters is cut at 200 with View full / View less disclaimer.
 */
export const DESCRIPTION_TOGGLE_ABOVE = 200
export const DESCRIPTION_LIST_LENGTH = 160
export const DISCLAIMER_LENGTH = 200

export type Preview = { text: string; truncated: boolean }

/** Cuts at a word boundary at or before `limit` characters and adds an ellipsis. */
export function truncate(text: string, limit: number): Preview {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return { text: clean, truncated: false }
  const cut = clean.slice(0, limit)
  const lastSpace = cut.lastIndexOf(' ')
  // A single long word is cut where it is; otherwise at the last whole word.
  const atWord = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut
  return { text: `${atWord.replace(/[\s,;:.-]+$/, '')}…`, truncated: true }
}

export function descriptionPreview(text: string): Preview {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= DESCRIPTION_TOGGLE_ABOVE) return { text: clean, truncated: false }
  return truncate(clean, DESCRIPTION_LIST_LENGTH)
}

export const disclaimerPreview = (text: string): Preview => truncate(text, DISCLAIMER_LENGTH)

type LexicalNode = { text?: string; type?: string; children?: LexicalNode[] }

/** The plain text of a rich-text (Lexical) value, paragraphs separated by spaces. */
export function plainText(value: { root?: LexicalNode } | null | undefined): string {
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (node.type === 'linebreak') parts.push(' ')
    node.children?.forEach(walk)
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listitem') parts.push(' ')
  }
  if (value?.root) walk(value.root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The kinds of offer a dealer publishes (the offer's category, and the offers list block's filter). */
export const OFFER_CATEGORIES = [
  'New vehicle offer',
  'Finance offer',
  'Demo vehicle offer',
  'Used vehicle offer',
  'Service offer',
  'Parts & accessories offer',
  'Fleet offer',
] as const

export type OfferCategory = (typeof OFFER_CATEGORIES)[number]

/** What an offer's second button does, by its category (the enquiry button is on every offer). */
export type OfferFollowUp = 'test-drive' | 'finance' | 'service-booking' | 'stock' | null

/**
 * The second call to action of an offer, chosen by what it is about: a test drive only for
 * new and demo vehicle offers (a used car is seen at the yard, so its offer goes to the used
 * stock), the finance page for finance offers, a service booking for service offers, and
 * nothing beyond the enquiry for parts and fleet offers.
 */
export function offerFollowUp(category: string | null | undefined): OfferFollowUp {
  switch (category as OfferCategory) {
    case 'New vehicle offer':
    case 'Demo vehicle offer':
      return 'test-drive'
    case 'Used vehicle offer':
      return 'stock'
    case 'Finance offer':
      return 'finance'
    case 'Service offer':
      return 'service-booking'
    default:
      return null
  }
}
