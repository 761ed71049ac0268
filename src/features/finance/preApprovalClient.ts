import type { CreditScore } from '@/domain/financeQuote'

/** The spec's words, as spelled: the broker refused the customer, or gave nowhere to go. */
export const CUSTOMER_REFUSED = 'Failed to create customer with YouX'
export const NO_REDIRECT = 'Failed to create customer or no redirect URL received.'
/** The spec's words for failures with no message of their own: no answer at all. */
export const UNKNOWN_ERROR = 'An unknown error occurred.'
export const UNKNOWN_VERIFICATION_ERROR = 'An unknown error occurred during verification.'
export const UNKNOWN_STEP_ERROR = 'An unknown error occurred while advancing step.'

export type PreApprovalRequest = {
  data: {
    selfAssessedCreditScore: CreditScore
    purchasePrice: number
    loanTerm: number
    firstName: string
    lastName: string
    email: string
    subscribe: boolean
    postCode?: string
  }
  car?: string
  /** The dealership (its site's slug) the lead goes to, where the dealer has several. */
  location?: string
  whoIsHelping?: string
  page_url?: string
}

/** Where the buyer goes next (the broker's application), or why not and whether the dealer has the enquiry anyway. */
export type PreApprovalAnswer = { redirectUrl: string } | { error: string; leadStored: boolean }

/**
 * Sends the verified visitor's application (POST /api/youx/create-customer). The answer's
 * redirectUrl is the broker's application page; any other answer says why, in the spec's words
 * where the server gave none.
 */
export async function applyToLender(
  request: PreApprovalRequest,
  fetcher: typeof fetch = fetch,
): Promise<PreApprovalAnswer> {
  let response: Response
  try {
    response = await fetcher('/api/youx/create-customer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(30_000),
    })
  } catch {
    return { error: UNKNOWN_STEP_ERROR, leadStored: false }
  }
  const body = (await response.json().catch(() => null)) as {
    redirectUrl?: unknown
    error?: unknown
    lead_id?: unknown
  } | null
  const leadStored = typeof body?.lead_id === 'string'
  if (response.ok && typeof body?.redirectUrl === 'string' && /^https?:\/\//.test(body.redirectUrl))
    return { redirectUrl: body.redirectUrl }
  if (response.ok) return { error: NO_REDIRECT, leadStored }
  return { error: typeof body?.error === 'string' && body.error ? body.error : UNKNOWN_ERROR, leadStored }
}
