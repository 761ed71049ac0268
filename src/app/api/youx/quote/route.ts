import { quoteFor } from '@/features/finance/quote'
import { answer, jsonInput, visitorRequest } from '@/features/visitorAuth/http'

/** POST /api/youx/quote {selfAssessedCreditScore, purchasePrice, loanTerm, whoIsHelping?, car?}: spec; the broker's weekly repayment and rates. */
export async function POST(request: Request) {
  const site = await visitorRequest(request)
  if (site instanceof Response) return site
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  const { status, body, retryAfterSeconds } = await quoteFor(site.tenant, input, site.address)
  return answer(status, body, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {})
}
