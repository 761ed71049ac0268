/**
 * Google Tag Manager, the dealer's own container: the platform's analytics events go to the
 * page's data layer (analytics.ts), where the dealer's tags read them.
 */

/** A container id as Tag Manager shows it: GTM- and its code. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/

export const isTagManagerId = (value: unknown): value is string =>
  typeof value === 'string' && TAG_MANAGER_ID.test(value)

export const tagManagerScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
