import { requestPreApproval } from '@/features/finance/preApproval'
import { answer, jsonInput, signedInRequest } from '@/features/visitorAuth/http'

const NOT_VERIFIED = { error: 'Verify your mobile number with the code we text you first.' }

/** POST /api/youx/create-customer {data, car?, location?, whoIsHelping?}: spec; a signed-in visitor's pre-approval, answered with the broker's redirectUrl. */
export async function POST(request: Request) {
  const site = await signedInRequest(request, NOT_VERIFIED)
  if (site instanceof Response) return site
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  const outcome = await requestPreApproval(site.tenant, site.visitor, input, {
    address: site.address,
    userAgent: request.headers.get('user-agent'),
  })
  const { status, body, retryAfterSeconds } = outcome
  return answer(status, body, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {})
}
