import type { LeadInput } from '@/domain/leads'
import { TRADE_IN_LABELS, type TradeInField } from '@/domain/tradeIn'
import type { LeadRequest } from './leadRequest'

/**
 * A lead form the browser posted itself (no script yet, or none at all): the same fields by
 * the same names as the form's inputs, read into the LeadRequest the scripted form sends, so
 * submitLead checks both one way. Ticked boxes arrive as present, unticked as absent; the car
 * to sell as trade_{field}; where the enquiry started as context_{key}.
 */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

export const isFormPost = (contentType: string | null) =>
  FORM_CONTENT_TYPES.some((type) => contentType?.toLowerCase().startsWith(type))

const TEXT_FIELDS = [
  'category',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'subject',
  'location',
  'model',
  'preferred_date',
  'preferred_time',
  'distribution_location',
  'company',
  'rego',
  'satisfaction',
  'department',
  'fleet_size',
  'amount',
  'offer_from_client',
  'car',
  'car_enquiry',
  'website',
] as const satisfies readonly (keyof LeadRequest)[]
const BOXES = [
  'opt_in',
  'opt_in_finance',
  'opt_in_trade',
  'terms_agreed',
] as const satisfies readonly (keyof LeadInput)[]
export const CONTEXT_PREFIX = 'context_'
export const TRADE_IN_PREFIX = 'trade_'

/** The request a posted form stands for; page_url is the page it was posted from. */
export function leadRequestOfForm(form: URLSearchParams, postedFrom: string | null): Record<string, unknown> {
  const request: Record<string, unknown> = {}
  for (const field of TEXT_FIELDS) if (form.has(field)) request[field] = form.get(field)
  for (const box of BOXES) request[box] = form.has(box)
  const context = prefixed(form, CONTEXT_PREFIX)
  if (Object.keys(context).length) request.context = context
  const tradeIn = prefixed(form, TRADE_IN_PREFIX)
  if (Object.keys(tradeIn).length) {
    // Every answer named, empty where not given: the server's trade-in rules then name what is missing.
    request.trade_in = Object.fromEntries(
      (Object.keys(TRADE_IN_LABELS) as TradeInField[]).map((field) => [field, tradeIn[field] ?? '']),
    )
  }
  request.page_url = form.get('page_url') || postedFrom || ''
  return request
}

function prefixed(form: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [name, value] of form) if (name.startsWith(prefix)) found[name.slice(prefix.length)] = value
  return found
}

/** A multipart body's text fields (the form sends no files) as URLSearchParams. */
export function fieldsOf(data: FormData): URLSearchParams {
  const fields = new URLSearchParams()
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value)
  return fields
}
