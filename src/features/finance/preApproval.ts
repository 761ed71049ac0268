import { z } from 'zod'
import type { Tenant, Visitor } from '@/payload-types'
import { listedCarOf } from '@/content/cars'
import {
  CREDIT_SCORES,
  QUOTE_PRICE,
  QUOTE_TERM_YEARS,
  quotableVin,
  quoteAllowed,
  type Quote,
} from '@/domain/financeQuote'
import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import { toE164 } from '@/domain/phone'
import { submitLead, type LeadSender } from '@/features/leads/submitLead'
import { countryOf } from '@/features/visitorAuth/sendCode'
import { financeBroker } from '@/integrations/financeBroker/http'
import type { FinanceBroker } from '@/integrations/financeBroker/port'
import { smsSender } from '@/integrations/sms/sms'
import type { SmsSender } from '@/integrations/sms/port'
import { log } from '@/lib/log.mjs'
import { siteSettings } from '@tenants/settings'
import { CUSTOMER_REFUSED, NO_REDIRECT } from './preApprovalClient'
import { quoteFor, quotesOffered } from './quote'

/** Pre-approval needs the broker's quotes on this site and a way to text the buyer their code. */
export const preApprovalOffered = (
  tenant: Tenant,
  broker: FinanceBroker | null = financeBroker(),
  sms: SmsSender | null = smsSender(),
) => Boolean(sms) && quotesOffered(tenant, broker)

const PreApprovalInput = z.object({
  data: z.object({
    selfAssessedCreditScore: z.enum(CREDIT_SCORES),
    purchasePrice: z.number().int().min(QUOTE_PRICE.min).max(QUOTE_PRICE.max),
    loanTerm: z.number().int().min(QUOTE_TERM_YEARS.min).max(QUOTE_TERM_YEARS.max),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.string().trim().max(254),
    subscribe: z.boolean().default(false),
    postCode: z.string().trim().max(10).optional(),
  }),
  car: z.string().trim().min(1).max(200).optional(),
  location: z.string().trim().max(200).optional(),
  whoIsHelping: z.string().trim().max(100).optional(),
  page_url: z.string().max(2_000).optional(),
})

export type PreApprovalOutcome = {
  status: number
  body: { redirectUrl: string; lead_id: string } | { error: string; lead_id?: string; fields?: unknown }
  retryAfterSeconds?: number
}

/** The quote the lead carries: the broker's, or none when it cannot give one now. */
async function quoteOnLead(tenant: Tenant, ask: Record<string, unknown>, address: string) {
  const outcome = await quoteFor(tenant, ask, address)
  return outcome.status === 200 ? (outcome.body as Quote) : null
}

const quoteLine = (quote: Quote | null, term: number, score: string) =>
  [
    `Pre-approval through the finance broker: ${term} year loan, ${score.toLowerCase()} credit score.`,
    quote
      ? `Quoted ${repaymentText(quote.weeklyRepaymentAmount)} per week at ${ratePerYear(quote.advertisedRate)} (comparison rate ${ratePerYear(quote.comparisonRate)}).`
      : 'No quote could be given at the time.',
  ].join(' ')

/**
 * POST /api/youx/create-customer: a signed-in visitor (their mobile verified by the one-time
 * code) asks for pre-approval. The finance lead is stored for the dealer first, with the
 * quote on it, and delivered whatever the broker answers; then the broker creates the
 * customer (once per lead) and the buyer is sent to its application (redirectUrl).
 */
export async function requestPreApproval(
  tenant: Tenant,
  visitor: Visitor,
  input: unknown,
  sender: LeadSender,
  broker: FinanceBroker | null = financeBroker(),
): Promise<PreApprovalOutcome> {
  const dealerId = siteSettings(tenant).finance.brokerDealerId?.trim()
  if (!broker || !dealerId || !preApprovalOffered(tenant, broker))
    return { status: 404, body: { error: 'Finance pre-approval is not offered on this site.' } }
  const parsed = PreApprovalInput.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { status: 400, body: { error: `${issue.path.join('.')}: ${issue.message}` } }
  }
  const { data, car: slug, location, whoIsHelping, page_url } = parsed.data
  let vehicle: { year?: number; vin?: string; nvic?: string; stockNumber?: string } = {}
  if (slug) {
    const found = await listedCarOf(tenant, slug)
    if (found === 'unavailable') return { status: 503, body: { error: 'Our stock cannot be read right now.' } }
    if (!found || !quoteAllowed(found.listing, siteSettings(tenant).finance))
      return { status: 409, body: { error: 'This car cannot be financed online.' } }
    const { year, vin, nvic, stockNumber } = found.car
    vehicle = { year: year ?? undefined, vin: quotableVin(vin), nvic: nvic ?? undefined, stockNumber }
  }
  const ask = {
    selfAssessedCreditScore: data.selfAssessedCreditScore,
    purchasePrice: data.purchasePrice,
    loanTerm: data.loanTerm,
  }
  const quote = await quoteOnLead(
    tenant,
    { ...ask, ...(slug ? { car: slug } : {}), ...(whoIsHelping ? { whoIsHelping } : {}) },
    sender.address,
  )
  const lead = await submitLead(
    tenant,
    {
      category: 'finance',
      name: data.firstName,
      last_name: data.lastName,
      email: data.email,
      phone: visitor.phone,
      postcode: data.postCode ?? '',
      amount: String(data.purchasePrice),
      message: quoteLine(quote, data.loanTerm, data.selfAssessedCreditScore),
      opt_in: data.subscribe,
      car: slug ?? '',
      location: location ?? '',
      page_url: page_url ?? '',
      context: {
        broker: 'pre-approval',
        ...(quote ? { quote_weekly: String(quote.weeklyRepaymentAmount) } : {}),
        ...(whoIsHelping ? { who_is_helping: whoIsHelping } : {}),
      },
    },
    sender,
  )
  if (lead.status !== 201) return lead
  const leadId = lead.body.lead_id
  try {
    const customer = await broker.createCustomer(
      {
        dealerId,
        data: {
          ...ask,
          ...(vehicle.year ? { year: vehicle.year } : {}),
          ...(vehicle.vin ? { vin: vehicle.vin } : {}),
          ...(vehicle.nvic ? { nvic: vehicle.nvic } : {}),
          phoneNumber: toE164(visitor.phone, countryOf(tenant)),
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          subscribe: data.subscribe,
          ...(data.postCode ? { postCode: data.postCode } : {}),
        },
        additionalData: {
          lead_id: leadId,
          category: 'finance',
          ...(vehicle.stockNumber ? { stock_number: vehicle.stockNumber } : {}),
          ...(whoIsHelping ? { whoIsHelping } : {}),
          ...(page_url ? { page_url: page_url.slice(0, 2_000) } : {}),
        },
      },
      `lead-${tenant.id}-${leadId}`,
    )
    if (!customer.redirectUrl) return { status: 502, body: { error: NO_REDIRECT, lead_id: leadId } }
    return { status: 200, body: { redirectUrl: customer.redirectUrl, lead_id: leadId } }
  } catch (error) {
    log.warn({ tenant: tenant.slug, lead: leadId, err: (error as Error).message }, CUSTOMER_REFUSED)
    return { status: 502, body: { error: CUSTOMER_REFUSED, lead_id: leadId } }
  }
}
