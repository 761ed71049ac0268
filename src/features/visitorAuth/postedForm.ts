import { signInMessageKey } from '@/domain/oneTimeCode'
import { returnPath } from '@/domain/returnPath'
import { BodyTooLarge, readBodyText } from '@/lib/requestBody'
import { MAX_BYTES } from './http'
import type { VisitorAuthOutcome } from './outcome'

/** A sign-in step the browser posted by itself (no script): an HTML form's fields, not JSON. */
export const isFormPost = (request: Request) =>
  request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded') ?? false

/** The form's fields (4 KB at most), or null when they cannot be read. */
export async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    return Object.fromEntries(new URLSearchParams(await readBodyText(request, MAX_BYTES)))
  } catch (error) {
    if (error instanceof BodyTooLarge) return null
    throw error
  }
}

const seeOther = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) },
  })

/**
 * The answer to a posted sign-in step: back to /sign-in with the number, whether a code went
 * and the messages by key (the page shows the step it is at); a signed-in visitor goes on to
 * where they came from, on this site only, with the session cookie.
 */
export function formAnswer(
  outcome: VisitorAuthOutcome,
  fields: Record<string, string>,
  step: 'code' | 'session',
): Response {
  if (outcome.status === 200 && step === 'session') return seeOther(returnPath(fields.redirect), outcome.cookie)
  const body = outcome.body as { errors?: { phone_number?: string; code?: string }; error?: string }
  const query = new URLSearchParams()
  for (const name of ['type', 'redirect', 'back'] as const) if (fields[name]) query.set(name, fields[name])
  if (fields.phone_number) query.set('phone', fields.phone_number.slice(0, 30))
  if (outcome.status === 200 || step === 'session') query.set('sent', '1')
  const keyed = (message: string | undefined) => signInMessageKey(message) ?? 'not-sent'
  if (body.errors?.phone_number) query.set('phone_error', keyed(body.errors.phone_number))
  if (body.errors?.code) query.set('code_error', keyed(body.errors.code))
  if (outcome.status !== 200 && !body.errors) query.set('error', keyed(body.error))
  return seeOther(`/sign-in?${query}`)
}
