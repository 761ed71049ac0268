import { log } from '@/lib/log.mjs'

/**
 * Phone-reveal logging (spec: a visitor revealing the dealer's number is logged with the car,
 * dealership and website; failures are only logged). With PHONE_REVEAL_URL set, each reveal is
 * POSTed there as JSON; without it, it is written to the server log.
 */
export type PhoneReveal = { websiteId: string; carId: string | null; dealershipId: string | null; path: string | null }

const TIMEOUT_MS = 3_000

export async function recordPhoneReveal(reveal: PhoneReveal, endpoint = process.env.PHONE_REVEAL_URL): Promise<void> {
  const body = {
    website_id: reveal.websiteId,
    car_id: reveal.carId,
    dealership_id: reveal.dealershipId,
    path: reveal.path,
  }
  if (!endpoint) {
    log.info({ phoneReveal: body }, 'phone reveal')
    return
  }
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) log.warn({ status: response.status }, 'phone reveal: the log answered with an error')
  } catch (error) {
    log.warn({ err: error }, 'phone reveal: the log could not be reached')
  }
}
