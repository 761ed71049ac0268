/**
 * What a visitor's browser keeps for this dealer's forms (each dealer site is its own origin,
 * so its own storage): their contact details, to prefill the next form (spec: stored user
 * name, last_name, email, phone, postcode), and the campaign that brought them (utm_* and
 * gclid of the visit's landing address) and the pages it went through, sent with every lead
 * of the visit.
 */
export type RememberedVisitor = { name: string; last_name: string; email: string; phone: string; postcode: string }

const VISITOR = 'visitor'
const CAMPAIGN = 'campaign'
const PAGES = 'pages'
/** How many of the visit's pages a lead records, the latest ones. */
export const PAGES_KEPT = 10
const MAX_PATH = 300
/** The campaign parameters a lead records (Google Ads' click id beside the utm_* set). */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const
const MAX_VALUE = 200

const storage = (kind: 'local' | 'session'): Storage | undefined => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/** The campaign parameters of an address's query string (none: an empty object). */
export function campaignOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search)
  return Object.fromEntries(
    CAMPAIGN_PARAMETERS.flatMap((name) => {
      const value = params.get(name)?.trim()
      return value ? [[name, value.slice(0, MAX_VALUE)]] : []
    }),
  )
}

/** On every page: a landing address with campaign parameters becomes the visit's campaign. */
export function rememberCampaign(search: string, session = storage('session')) {
  const campaign = campaignOf(search)
  if (!Object.keys(campaign).length) return
  try {
    session?.setItem(CAMPAIGN, JSON.stringify(campaign))
  } catch {
    // storage off: the lead goes without its campaign
  }
}

export function rememberedCampaign(session = storage('session')): Record<string, string> | undefined {
  try {
    const kept = JSON.parse(session?.getItem(CAMPAIGN) ?? 'null') as Record<string, unknown> | null
    if (!kept || typeof kept !== 'object') return undefined
    const strings = Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    const campaign = campaignOf(new URLSearchParams(strings).toString())
    return Object.keys(campaign).length ? campaign : undefined
  } catch {
    return undefined
  }
}

export function rememberVisitor(visitor: RememberedVisitor, local = storage('local')) {
  try {
    local?.setItem(VISITOR, JSON.stringify(visitor))
  } catch {
    // storage off: the next form starts empty
  }
}

/** The details a visitor gave this dealer's last form, as text fields only. */
export function rememberedVisitor(local = storage('local')): Partial<RememberedVisitor> {
  try {
    const kept = JSON.parse(local?.getItem(VISITOR) ?? 'null') as Record<string, unknown> | null
    if (!kept || typeof kept !== 'object') return {}
    return Object.fromEntries(
      (['name', 'last_name', 'email', 'phone', 'postcode'] as const).flatMap((field) =>
        typeof kept[field] === 'string' && kept[field] ? [[field, (kept[field] as string).slice(0, MAX_VALUE)]] : [],
      ),
    )
  } catch {
    return {}
  }
}

/** A page of this site as a lead records it: its path and query, without campaign parameters (kept apart). */
export function pageOf(path: string, search: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const params = new URLSearchParams(search)
  for (const name of CAMPAIGN_PARAMETERS) params.delete(name)
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}`.slice(0, MAX_PATH)
}

/** On every page view: the page joins the visit's trail (a reload of the same page is not a new one). */
export function rememberPage(path: string, search: string, session = storage('session')) {
  const page = pageOf(path, search)
  if (!page) return
  const pages = rememberedPages(session)
  if (pages.at(-1) === page) return
  try {
    session?.setItem(PAGES, JSON.stringify([...pages, page].slice(-PAGES_KEPT)))
  } catch {
    // storage off: the lead goes without the trail
  }
}

/** The visit's latest pages, oldest first: site paths only. */
export function rememberedPages(session = storage('session')): string[] {
  try {
    const kept = JSON.parse(session?.getItem(PAGES) ?? '[]') as unknown
    return Array.isArray(kept)
      ? kept
          .filter((page): page is string => typeof page === 'string' && page.startsWith('/') && !page.startsWith('//'))
          .map((page) => page.slice(0, MAX_PATH))
          .slice(-PAGES_KEPT)
      : []
  } catch {
    return []
  }
}
