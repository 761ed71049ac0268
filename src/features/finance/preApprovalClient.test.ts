import { describe, expect, it } from 'vitest'
import {
  applyToLender,
  CUSTOMER_REFUSED,
  NO_REDIRECT,
  UNKNOWN_ERROR,
  UNKNOWN_STEP_ERROR,
  type PreApprovalRequest,
} from './preApprovalClient'

const request: PreApprovalRequest = {
  data: {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30_000,
    loanTerm: 5,
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@example.com',
    subscribe: false,
  },
}
const answering = (status: number, body: unknown) =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch

describe('the pre-approval’s answer, in the spec’s words', () => {
  it('sends the buyer to the broker’s redirectUrl', async () => {
    let sent: RequestInit | undefined
    const fetcher = (async (path: string, init: RequestInit) => {
      expect(path).toBe('/api/youx/create-customer')
      sent = init
      return Response.json({ redirectUrl: 'https://broker.example/apply/1', lead_id: 'L1' })
    }) as unknown as typeof fetch
    expect(await applyToLender(request, fetcher)).toEqual({ redirectUrl: 'https://broker.example/apply/1' })
    expect(JSON.parse(String(sent?.body))).toEqual(request)
  })

  it('says no redirect was received when a success carries none, or one that is not a web address', async () => {
    expect(await applyToLender(request, answering(200, { lead_id: 'L1' }))).toEqual({
      error: NO_REDIRECT,
      leadStored: true,
    })
    expect(await applyToLender(request, answering(200, { redirectUrl: 'javascript:alert(1)' }))).toEqual({
      error: NO_REDIRECT,
      leadStored: false,
    })
  })

  it('shows the server’s error, and whether the dealer has the enquiry anyway', async () => {
    expect(await applyToLender(request, answering(502, { error: CUSTOMER_REFUSED, lead_id: 'L2' }))).toEqual({
      error: CUSTOMER_REFUSED,
      leadStored: true,
    })
    expect(await applyToLender(request, answering(401, { error: 'Verify your mobile number first.' }))).toEqual({
      error: 'Verify your mobile number first.',
      leadStored: false,
    })
  })

  it('falls back to the spec’s unknown errors when nothing useful came back', async () => {
    expect(await applyToLender(request, answering(500, '<html>'))).toEqual({ error: UNKNOWN_ERROR, leadStored: false })
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await applyToLender(request, offline)).toEqual({ error: UNKNOWN_STEP_ERROR, leadStored: false })
  })
})
