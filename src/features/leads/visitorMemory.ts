/**
 * What a visitor's browser keeps for this dealer's forms (each dealer site is its own origin,
 * so its own storage): their contact details, to prefill the next form (spec: stored user
 * name, last_name, email, phone, postcode), and the campaign that brought them (utm_* and
 * gclid of the visit's landing address), sent with every lead of the visit.
 */
export type RememberedVisitor = { name: string; last_name: string; email: string; phone: string; postcode: string }

const VISITOR = 'visitor'
const CAMPAIGN = 'campaign'
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
