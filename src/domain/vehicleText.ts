import { truncate, type Preview } from './offerText'

/**
 * The car page's text rules (spec 4): dealer comments are cut at 400 characters with Show
 * More / Show Less, and a car without comments says they are pending; a registration that
 * has expired reads "Unregistered" where the dealer wants that, otherwise the row is left out,
 * and a current one reads "Expires on {date}".
 */
export const COMMENTS_PREVIEW_LENGTH = 400
export const COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'

export type DealerComments = { paragraphs: string[]; preview: Preview | null }

/** The comments as paragraphs, with a preview when they run past 400 characters. */
export function dealerComments(text: string | null | undefined): DealerComments {
  const clean = (text ?? '').trim()
  if (!clean) return { paragraphs: [COMMENTS_PENDING], preview: null }
  const preview = truncate(clean, COMMENTS_PREVIEW_LENGTH)
  return {
    paragraphs: clean
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    preview: preview.truncated ? preview : null,
  }
}

export type ExpiredRegistration = 'unregistered' | 'hide'

const dayMonthYear = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso))

/** The registration row's text, or null when there is nothing to show. */
export function registrationExpiry(
  iso: string | null | undefined,
  { now, expired, timeZone }: { now: Date; expired: ExpiredRegistration; timeZone: string },
): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null
  if (Date.parse(iso) < now.getTime()) return expired === 'unregistered' ? 'Unregistered' : null
  return `Expires on ${dayMonthYear(iso, timeZone)}`
}
