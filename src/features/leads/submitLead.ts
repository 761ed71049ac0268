import { whileTransient } from '@/database/transientWrites'
import { z } from 'zod'
import type { Tenant } from '@/payload-types'
import { FORM_ERRORS_HEADING } from '@/domain/enquiry'
import { normalisePhone } from '@/domain/phone'
import {
  chosenLocation,
  formLeadCategory,
  leadErrors,
  leadFormOf,
  readAmount,
  TOO_MANY_LEADS,
  type LeadErrors,
} from '@/domain/leads'
import { isCarEnquiryKind, offerAmount } from '@/domain/carEnquiry'
import { checksAustralianPostcodes, isAustralianPostcode, UNKNOWN_POSTCODE } from '@/domain/states'
import { getPayloadClient } from '@/lib/payload'
import { leadRateLimit } from '@/config/leadRateLimit'
import { createRateLimiter } from '@/lib/rateLimit'
import { enquiredCarOf, type EnquiredCar } from './enquiredCar'
import { enquiryFormFor } from './enquiryForms'
import { formAboutCar } from './formAboutCar'
import { campaignOf, PAGES_KEPT } from './visitorMemory'
import type { LeadRequest } from './leadRequest'
import { readTradeIn, TRADE_IN_REQUEST } from './tradeInLead'
import { normaliseRego, TRADE_IN_SUBCATEGORY, type TradeInErrors } from '@/domain/tradeIn'
import { log } from '@/lib/log.mjs'

/** The largest enquiry is a few KB of text; anything far beyond is not a visitor's form. */
export const MAX_LEAD_BYTES = 32 * 1024

const text = (max: number) => z.string().max(max).optional().default('')
/** The server's reading of a LeadRequest: every field bounded, every answer text. */
const LEAD_REQUEST = z.object({
  category: z.string().max(40),
  name: text(200),
  last_name: text(200),
  email: text(400),
  phone: text(60),
  postcode: text(20),
  message: text(4_000),
  opt_in: z.boolean().optional().default(false),
  opt_in_finance: z.boolean().optional().default(false),
  opt_in_trade: z.boolean().optional().default(false),
  terms_agreed: z.boolean().optional().default(false),
  subject: text(80),
  location: text(200),
  model: text(200),
  preferred_date: text(20),
  preferred_time: text(10),
  distribution_location: text(100),
  company: text(120),
  rego: text(20),
  satisfaction: text(60),
  department: text(40),
  fleet_size: text(40),
  amount: text(20),
  offer_from_client: text(20),
  car: text(200),
  car_enquiry: text(20),
  context: z
    .record(z.string().max(40), z.string().max(200))
    .refine((c) => Object.keys(c).length <= 5)
    .optional(),
  campaign: z
    .record(z.string().max(40), z.string().max(200))
    .refine((c) => Object.keys(c).length <= 10)
    .optional(),
  trade_in: TRADE_IN_REQUEST.optional(),
  page_url: text(2_000),
  // Paths on this site only (a path, never another host's address).
  pages_visited: z
    .array(
      z
        .string()
        .max(300)
        .regex(/^\/(?!\/)/),
    )
    .max(PAGES_KEPT)
    .optional(),
  website: z.string().optional(),
}) satisfies z.ZodType<
  Omit<LeadRequest, 'category' | 'car_enquiry'> & { category: string; car_enquiry: string },
  unknown
>

/** Valid leads per visitor address and dealer site (src/domain/leads.ts, or LEAD_RATE_LIMIT in the environment). */
const leadLimiter = createRateLimiter({ name: 'leads', ...leadRateLimit() })

/** Who sent the lead, as the request shows it. */
export type LeadSender = { address: string; userAgent?: string | null }

export type LeadOutcome =
  | { status: 201; body: { lead_id: string; valued_in_person?: boolean } }
  | { status: 400; body: { error: string; fields: LeadErrors; trade_in?: TradeInErrors } }
  | { status: 429; body: { error: string; fields: LeadErrors }; retryAfterSeconds: number }
  | { status: 503; body: { error: string } }

/** The campaign parameters the form sent, the known ones only. */
function campaignOfLead(sent: Record<string, string> | undefined) {
  const campaign = sent ? campaignOf(new URLSearchParams(sent).toString()) : {}
  return Object.keys(campaign).length ? campaign : undefined
}

/** Forms that may be about a car in stock (the one a trade-in goes towards, say). */
const CATEGORIES_NAMING_A_CAR = new Set(['test-drive', 'finance', 'trade-in'])

/** Which car the lead is about: a car enquiry must name one, a test drive, finance or trade-in enquiry may. */
async function carOfLead(
  tenant: Tenant,
  lead: { category: string; car: string; car_enquiry: string },
): Promise<EnquiredCar | null | { status: 400 | 503; error: string }> {
  const slug = lead.car.trim()
  if (lead.category === 'vehicle') {
    if (!slug) return { status: 400, error: 'Name the car the enquiry is about.' }
    const kind = lead.car_enquiry.trim() || 'enquiry'
    if (!isCarEnquiryKind(kind)) return { status: 400, error: 'Unknown kind of car enquiry.' }
    return enquiredCarOf(tenant, slug, kind)
  }
  if (!slug) return null
  if (!CATEGORIES_NAMING_A_CAR.has(lead.category))
    return { status: 400, error: 'Only a car enquiry, a test drive, a finance or a trade-in enquiry names a car.' }
  return enquiredCarOf(tenant, slug, null)
}

const refused = (error: string, fields: LeadErrors = {}, tradeIn?: TradeInErrors) => ({
  status: 400 as const,
  body: tradeIn ? { error, fields, trade_in: tradeIn } : { error, fields },
})

/**
 * How long a lead waits for the database before the visitor is told to try again: an import
 * in another process takes SQLite's lock batch after batch. Under the 60 s most proxies wait
 * for an answer (nginx's proxy_read_timeout), so a lead is never stored after its visitor was
 * shown an error and sent it again.
 */
export const LEAD_STORE_WAIT_MS = 50_000

/**
 * A visitor's enquiry to a dealer: the form's rules run again here against the choices that
 * dealer's form offers, and a valid lead is stored for the dealer before anything else
 * happens and answered with its id. Bad input is a 400 naming each field's problem, never a
 * 500; a sixth lead within ten minutes from one address a 429; a lead the database could
 * not store a 503, so the visitor knows to try again or call.
 */
export async function submitLead(tenant: Tenant, body: unknown, sender: LeadSender): Promise<LeadOutcome> {
  const parsed = LEAD_REQUEST.safeParse(body)
  if (!parsed.success) return refused('Send the enquiry as a JSON object of text fields.')
  const lead = parsed.data
  const category = formLeadCategory(lead.category)
  if (!category) return refused('Unknown enquiry type.')
  if (lead.website) return { status: 201, body: { lead_id: 'received' } }

  const car = await carOfLead(tenant, lead)
  if (car && 'error' in car)
    return car.status === 503 ? { status: 503, body: { error: car.error } } : refused(car.error)
  const offered = await enquiryFormFor(tenant, category.value)
  const spec = car ? formAboutCar(offered, isCarEnquiryKind(lead.car_enquiry) ? lead.car_enquiry : null) : offered
  const fields = leadErrors(
    lead,
    leadFormOf(spec, new Date(), {
      offerRequired: lead.car_enquiry === 'offer',
      car: car
        ? { dealership: car.vehicle.dealershipSlug, distributionLocations: car.distributionLocations }
        : undefined,
    }),
  )
  // The form checks a postcode's shape; only the server knows which codes are real (spec: geocoding).
  const postcode = lead.postcode.trim()
  if (!fields.postcode && postcode && checksAustralianPostcodes(spec.timeZone) && !isAustralianPostcode(postcode))
    fields.postcode = UNKNOWN_POSTCODE
  // A trade-in describes the visitor's own car too; no other form does.
  if (lead.trade_in && category.value !== 'trade-in') return refused('Only a trade-in enquiry describes a car to sell.')
  const tradeIn = category.value === 'trade-in' ? readTradeIn(lead.trade_in, spec.timeZone) : null
  if (Object.keys(fields).length || tradeIn?.errors)
    return refused(FORM_ERRORS_HEADING, fields, tradeIn?.errors ?? undefined)
  const wait = await leadLimiter.attempt(`${tenant.id}:${sender.address}`)
  if (wait !== null)
    return { status: 429, body: { error: TOO_MANY_LEADS, fields: {} }, retryAfterSeconds: Math.ceil(wait / 1000) }

  const trimmed = (value: string) => value.trim() || undefined
  const site = spec.locations.find((l) => l.value === chosenLocation(lead.location, spec.locations))
  const model = spec.models.find((m) => m.value === lead.model)
  const details = Object.fromEntries(
    Object.entries({
      model: model?.label,
      preferredDate: trimmed(lead.preferred_date),
      preferredTime: trimmed(lead.preferred_time),
      distributionLocation: trimmed(lead.distribution_location),
      company: trimmed(lead.company),
      rego: spec.asksRego && lead.rego.trim() ? normaliseRego(lead.rego) : undefined,
      satisfaction: spec.category === 'feedback' ? trimmed(lead.satisfaction) : undefined,
      department: spec.category === 'feedback' ? trimmed(lead.department) : undefined,
      fleetSize: trimmed(lead.fleet_size),
      amountToBorrow: lead.amount.trim() ? readAmount(lead.amount) : undefined,
      termsAgreed: spec.rules.termsRequired ? lead.terms_agreed : undefined,
      offerFromClient: lead.car_enquiry === 'offer' ? offerAmount(lead.offer_from_client) : undefined,
      // Spec: opt_in_finance and opt_in_trade, kept when ticked.
      wantsFinance: lead.opt_in_finance || undefined,
      hasTradeIn: lead.opt_in_trade || undefined,
      ...car?.details,
      // Where the enquiry started (the page's offer, car, ...), as the page sent it: kept
      // apart, so it can never stand in for an answer the visitor gave in the form.
      context: lead.context && Object.keys(lead.context).length ? lead.context : undefined,
      campaign: campaignOfLead(lead.campaign),
    }).filter(([, value]) => value !== undefined),
  )
  const firstName = lead.name.trim()
  const payload = await getPayloadClient()
  try {
    // Refused for the moment (an import holds SQLite's lock, a MongoDB write conflict): tried again.
    const stored = await whileTransient(
      () =>
        payload.create({
          collection: 'leads',
          data: {
            tenant: tenant.id,
            summary: [
              `${firstName} ${lead.last_name.trim()}`.trim(),
              car?.subcategory ?? trimmed(lead.subject) ?? category.label,
              tradeIn?.tradeIn ? `${tradeIn.tradeIn.year} ${tradeIn.tradeIn.make} ${tradeIn.tradeIn.model}` : undefined,
              car?.vehicle.title,
            ]
              .filter(Boolean)
              .join(' · '),
            category: category.value,
            status: 'new',
            subject: trimmed(lead.subject),
            location: car?.locationId ?? site?.locationId,
            subcategory: car?.subcategory ?? (tradeIn ? TRADE_IN_SUBCATEGORY : undefined),
            vehicle: car?.vehicle,
            tradeIn: tradeIn?.tradeIn,
            firstName,
            lastName: trimmed(lead.last_name),
            email: lead.email.trim(),
            phone: normalisePhone(lead.phone),
            postcode: trimmed(lead.postcode),
            message: trimmed(lead.message),
            optIn: lead.opt_in,
            details: Object.keys(details).length ? details : undefined,
            pageUrl: lead.page_url.slice(0, 500) || undefined,
            pagesVisited: lead.pages_visited?.join('\n') || undefined,
            userAgent: sender.userAgent?.slice(0, 300) ?? undefined,
          },
          overrideAccess: true,
        }),
      { maxWaitMs: LEAD_STORE_WAIT_MS },
    )
    return {
      status: 201,
      body: tradeIn?.tradeIn
        ? { lead_id: String(stored.id), valued_in_person: tradeIn.valuedInPerson }
        : { lead_id: String(stored.id) },
    }
  } catch (error) {
    log.error({ err: error }, 'lead could not be stored')
    return { status: 503, body: { error: 'We could not send your enquiry just now. Please try again or call us.' } }
  }
}
