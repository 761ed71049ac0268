/**
 * Visitor analytics events (the spec's numbered tracking events, e.g. 26 = first use of the
 * finance calculator). Events go to the page's data layer, where a dealer's tag manager
 * picks them up, and out as a `site:analytics` window event for other listeners.
 */
export const ANALYTICS_EVENTS = {
  usedVehicleView: 4,
  phoneClick: 25,
  financeCalculatorFirstUse: 26,
  searchView: 49,
  historyReport: 60,
  print: 61,
} as const

type AnalyticsWindow = Window & { dataLayer?: Record<string, unknown>[] }

/**
 * Every event carries the dealer whose site it happened on (the layout marks the page's
 * body with data-dealer), so one container across a group's sites can tell them apart.
 */
export function trackEvent(id: number, detail: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  const target = window as AnalyticsWindow
  const dealer = document.body?.dataset.dealer
  const event = { event: 'dealer_site', eventId: id, ...(dealer ? { dealer } : {}), ...detail }
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push(event)
  window.dispatchEvent(new CustomEvent('site:analytics', { detail: event }))
}
