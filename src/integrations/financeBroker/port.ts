import type { Quote, QuoteRequest } from '@/domain/financeQuote'

/** A quote asked for on behalf of one dealer (its id with the broker). */
export type BrokerQuoteRequest = QuoteRequest & { dealerId: string }

/** The spec's create-customer data: the buyer and the loan they asked about. */
export type CustomerData = {
  selfAssessedCreditScore: QuoteRequest['selfAssessedCreditScore']
  purchasePrice: number
  loanTerm: number
  year?: number
  vin?: string
  nvic?: string
  /** Verified by the one-time code, in international form (+61412345678). */
  phoneNumber: string
  firstName: string
  lastName: string
  email: string
  subscribe: boolean
  postCode?: string
}

/** A pre-approval handed to the broker: the buyer's data and the lead's own fields (additionalData). */
export type CustomerRequest = { dealerId: string; data: CustomerData; additionalData: Record<string, string> }

/** The broker's customer, and where the buyer continues the application (none: the spec's error). */
export type BrokerCustomer = { customerId: string; redirectUrl: string | null }

/** The finance broker the site's quotes and pre-approvals go to (spec: YouX). */
export interface FinanceBroker {
  readonly name: string
  quote(request: BrokerQuoteRequest, signal?: AbortSignal): Promise<Quote>
  /** Idempotent per key (the stored lead's id): a retry returns the same customer. */
  createCustomer(request: CustomerRequest, idempotencyKey: string, signal?: AbortSignal): Promise<BrokerCustomer>
}

/** The broker refused this request (what was asked, not the platform's account): asking again will not help. */
export class BrokerRefused extends Error {}

/** The broker could not be reached, did not answer in time, answered with something else than it promises, or refused the platform's key. */
export class BrokerUnavailable extends Error {}

/** How long a quote may take before the form shows its dash. */
export const QUOTE_TIMEOUT_MS = 8_000
