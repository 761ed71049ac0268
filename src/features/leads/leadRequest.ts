import type { CarEnquiryKind } from '@/domain/carEnquiry'
import type { LeadCategory, LeadInput } from '@/domain/leads'
import type { TradeInInput } from '@/domain/tradeIn'

/**
 * What a lead form sends to POST /api/leads: the visitor's answers (LeadInput, in the form's
 * field names), the enquiry type, where the enquiry started and a field people never see.
 * The form builds it with leadRequest and the server reads it with the schema in
 * submitLead.ts, which is checked against this type, so the two cannot drift apart.
 */
export type LeadRequest = LeadInput & {
  category: LeadCategory
  /** Where the enquiry started, e.g. { offer: '12' }: a few short strings, stored apart from the answers. */
  context?: Record<string, string>
  /** The car the enquiry is about: its page's slug (the server reads the car from the stock). */
  car?: string
  /** Which form about the car (src/domain/carEnquiry.ts); a car enquiry without one is a plain enquiry. */
  car_enquiry?: CarEnquiryKind
  /** A trade-in or sell-my-car enquiry: the car the visitor wants to sell. */
  trade_in?: TradeInInput
  /** The campaign the visit landed with (utm_*, gclid: visitorMemory.ts). */
  campaign?: Record<string, string>
  page_url: string
  /** The visit's latest pages on this site, oldest first (visitorMemory.ts). */
  pages_visited?: string[]
  /** The trap field: bots that fill it in are thanked and ignored. */
  website?: string
}

export const LEAD_ENDPOINT = '/api/leads'

/** The body a lead form posts. */
export const leadRequest = (request: LeadRequest): LeadRequest => request

/** What the endpoint answers: the stored lead's id, or an error with each field's problem. */
export type LeadAnswer = {
  lead_id?: string
  error?: string
  fields?: Partial<Record<keyof LeadInput, string>>
  /** A trade-in's answers' problems, by field. */
  trade_in?: Partial<Record<keyof TradeInInput, string>>
  /** A trade-in the dealer values in person (trade-in FAQ rule). */
  valued_in_person?: boolean
}
