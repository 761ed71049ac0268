import { ToastQueue } from 'react-stately/useToastState'

/** What a toast says: one short sentence about something that just happened, and where to go next if anywhere. */
export type SiteToast = { text: string; action?: { label: string; href: string } }

/**
 * How long a toast stays: long enough to read twice (react-aria pauses it while the pointer or
 * the focus is on it, and a screen reader announces it as it appears).
 */
export const TOAST_TIMEOUT_MS = 6_000

/**
 * The site's toasts, one queue for the page: a toast says an action worked (or did not) when
 * nothing else on the page changes to show it. One shows at a time (spec); the next waits.
 * The queue itself is tiny; the region that shows it loads with the first toast (`Toasts`).
 */
export const siteToasts = new ToastQueue<SiteToast>({ maxVisibleToasts: 1 })

/** Shows a toast and returns its key (to close it early with `siteToasts.close`); `timeout` where the spec sets one. */
export function showToast(text: string, timeout = TOAST_TIMEOUT_MS, action?: SiteToast['action']): string {
  return siteToasts.add({ text, ...(action ? { action } : {}) }, { timeout })
}
