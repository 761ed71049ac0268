import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { enquiryFormFor } from '@/content/enquiryForms'
import { tenantForHost } from '@/content/tenant'
import { FORM_ERRORS_HEADING, normalisePhone } from '@/domain/enquiry'
import {
  chosenLocation,
  LEAD_RATE_LIMIT,
  leadCategory,
  leadErrors,
  leadFormOf,
  readAmount,
  TOO_MANY_LEADS,
} from '@/domain/leads'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress, createRateLimiter } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** Valid leads per visitor address and dealer site (src/domain/leads.ts LEAD_RATE_LIMIT). */
const leadLimiter = createRateLimiter(LEAD_RATE_LIMIT)

/** The largest enquiry is a few KB of text; anything far beyond is not a visitor's form. */
const MAX_BODY_BYTES = 32 * 1024

const text = (max: number) => z.string().max(max).optional().default('')
const LEAD_BODY = z.object({
  category: z.string().max(40),
  name: text(200),
  last_name: text(200),
  email: text(400),
  phone: text(60),
  postcode: text(20),
  message: text(4_000),
  opt_in: z.boolean().optional().default(false),
  terms_agreed: z.boolean().optional().default(false),
  subject: text(80),
  location: text(200),
  model: text(200),
  preferred_date: text(20),
  company: text(120),
  fleet_size: text(40),
  amount: text(20),
  /** Where the enquiry started, e.g. { offer: '12' }: a few short strings. */
  context: z
    .record(z.string().max(40), z.string().max(200))
    .refine((c) => Object.keys(c).length <= 5)
    .optional(),
  page_url: text(2_000),
  /** A field people never see: bots that fill it in are thanked and ignored. */
  website: z.string().optional(),
})

/**
 * POST /api/leads: an enquiry from the dealer site the Host header names. The form's rules
 * run again here against the choices that dealer's form offers; a valid lead is stored for
 * the dealer before anything else happens and answered with its id. Bad input gets a 400
 * naming each field's problem, never a 500; a sixth lead within ten minutes from one address
 * gets a 429.
 */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })

  const read = await readJsonBodyOr413(request, MAX_BODY_BYTES)
  if (read instanceof Response) return read
  const parsed = LEAD_BODY.safeParse(read.body)
  if (!parsed.success) return json(400, { error: 'Send the enquiry as a JSON object of text fields.', fields: {} })
  const lead = parsed.data
  const category = leadCategory(lead.category)
  if (!category) return json(400, { error: 'Unknown enquiry type.', fields: {} })
  if (lead.website) return json(201, { lead_id: 'received' })

  const spec = await enquiryFormFor(tenant, category.value)
  const fields = leadErrors(lead, leadFormOf(spec))
  if (Object.keys(fields).length) return json(400, { error: FORM_ERRORS_HEADING, fields })
  const wait = leadLimiter.attempt(`${tenant.id}:${clientAddress(request.headers)}`)
  if (wait !== null)
    return json(429, { error: TOO_MANY_LEADS, fields: {} }, { 'retry-after': String(Math.ceil(wait / 1000)) })

  const trimmed = (value: string) => value.trim() || undefined
  const site = spec.locations.find((l) => l.value === chosenLocation(lead.location, spec.locations))
  const model = spec.models.find((m) => m.value === lead.model)
  const details = Object.fromEntries(
    Object.entries({
      model: model?.label,
      preferredDate: trimmed(lead.preferred_date),
      company: trimmed(lead.company),
      fleetSize: trimmed(lead.fleet_size),
      amountToBorrow: lead.amount.trim() ? readAmount(lead.amount) : undefined,
      termsAgreed: spec.rules.termsRequired ? lead.terms_agreed : undefined,
      // Where the enquiry started (the page's offer, car, ...), as the page sent it: kept
      // apart, so it can never stand in for an answer the visitor gave in the form.
      context: lead.context && Object.keys(lead.context).length ? lead.context : undefined,
    }).filter(([, value]) => value !== undefined),
  )
  const firstName = lead.name.trim()
  const payload = await getPayloadClient()
  try {
    const stored = await payload.create({
      collection: 'leads',
      data: {
        tenant: tenant.id,
        summary: `${`${firstName} ${lead.last_name.trim()}`.trim()} · ${trimmed(lead.subject) ?? category.label}`,
        category: category.value,
        status: 'new',
        subject: trimmed(lead.subject),
        location: site?.locationId,
        firstName,
        lastName: trimmed(lead.last_name),
        email: lead.email.trim(),
        phone: normalisePhone(lead.phone),
        postcode: trimmed(lead.postcode),
        message: trimmed(lead.message),
        optIn: lead.opt_in,
        details: Object.keys(details).length ? details : undefined,
        pageUrl: lead.page_url.slice(0, 500) || undefined,
        userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? undefined,
      },
      overrideAccess: true,
    })
    return json(201, { lead_id: String(stored.id) })
  } catch (error) {
    console.error('lead could not be stored', error)
    return json(503, { error: 'We could not send your enquiry just now. Please try again or call us.' })
  }
}
