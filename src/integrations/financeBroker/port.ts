import type { Quote, QuoteRequest } from '@/domain/financeQuote'

/** A quote asked for on behalf of one dealer (its id with the broker). */
export type BrokerQuoteRequest = QuoteRequest & { dealerId: string }

/** The finance broker the site's quotes and pre-approvals go to (spec: YouX). */
export interface FinanceBroker {
  readonly name: string
  quote(request: BrokerQuoteRequest, signal?: AbortSignal): Promise<Quote>
}

/** The broker refused this request (what was asked, not the platform's account): asking again will not help. */
export class BrokerRefused extends Error {}

/** The broker could not be reached, did not answer in time, answered with something else than it promises, or refused the platform's key. */
export class BrokerUnavailable extends Error {}

/** How long a quote may take before the form shows its dash. */
export const QUOTE_TIMEOUT_MS = 8_000
