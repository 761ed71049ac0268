import { TOO_MANY_ATTEMPTS } from '@/domain/oneTimeCode'
import { trackEvent } from '@/integrations/analytics'
import { markSignedIn } from './signedInHint'

/** Spec events: 36 a code was sent, 37 it was verified. */
export const CODE_SENT_EVENT = 36
export const CODE_VERIFIED_EVENT = 37

export type CodeErrors = { phone_number?: string; code?: string; form?: string }
/** What a step came to: done, or the messages to show (by field, or for the whole form). */
export type CodeStep = { ok: true } | { ok: false; errors: CodeErrors }

type Fetch = typeof fetch

/** Posts a step; a lost request (no answer at all) is the caller's `failed` message. */
async function post(path: string, body: Record<string, unknown>, failed: string, fetcher: Fetch): Promise<CodeStep> {
  try {
    const response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    if (response.ok) return { ok: true }
    const answer = (await response.json().catch(() => ({}))) as { errors?: CodeErrors; error?: string }
    if (answer.errors) return { ok: false, errors: answer.errors }
    return { ok: false, errors: { form: response.status === 429 ? TOO_MANY_ATTEMPTS : (answer.error ?? failed) } }
  } catch {
    return { ok: false, errors: { form: failed } }
  }
}

/**
 * Texts a one-time code to the visitor's mobile (POST /api/visitor/code) for a purpose (the
 * sign-in's ?type: watchlist, finance...). `failed` is the message when no answer came.
 */
export async function requestCode(
  phone: string,
  purpose: string | undefined,
  failed: string,
  fetcher: Fetch = fetch,
): Promise<CodeStep> {
  const step = await post('/api/visitor/code', { phone_number: phone, type: purpose }, failed, fetcher)
  if (step.ok) trackEvent(CODE_SENT_EVENT)
  return step
}

/** Signs the visitor in with the code they were texted (POST /api/visitor/session): the session cookie is set. */
export async function verifyCode(
  phone: string,
  code: string,
  purpose: string | undefined,
  failed: string,
  fetcher: Fetch = fetch,
): Promise<CodeStep> {
  const step = await post('/api/visitor/session', { phone_number: phone, code, type: purpose }, failed, fetcher)
  if (step.ok) {
    trackEvent(CODE_VERIFIED_EVENT)
    markSignedIn(true)
  }
  return step
}
