import type { Tenant } from '@/payload-types'
import { BodyTooLarge, readBodyText } from '@/lib/requestBody'
import { fromAnotherSite } from '@/lib/sameSite'
import { formAnswer } from './formAnswer'
import { fieldsOf, isFormPost, leadRequestOfForm } from './formPost'
import { MAX_LEAD_BYTES, submitLead, type LeadSender } from './submitLead'

export { isFormPost }

/**
 * POST /api/leads from a form the browser sent itself. A browser names the page's origin on
 * every form post: one from another site's page is refused, so no page elsewhere can send
 * enquiries in a visitor's name.
 */
export async function postedForm(request: Request, tenant: Tenant, sender: LeadSender): Promise<Response> {
  const host = request.headers.get('host')
  const referer = request.headers.get('referer')
  if (fromAnotherSite(request.headers))
    return new Response('Enquiries are sent from the dealer’s own pages.', {
      status: 403,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
    })
  let fields: URLSearchParams
  try {
    const type = request.headers.get('content-type') ?? ''
    fields = type.toLowerCase().startsWith('multipart/')
      ? fieldsOf(
          await new Response(await readBodyText(request, MAX_LEAD_BYTES), {
            headers: { 'content-type': type },
          }).formData(),
        )
      : new URLSearchParams(await readBodyText(request, MAX_LEAD_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return formAnswer({ status: 413, body: { error: error.message } }, { pageUrl: referer ?? '/', host })
    return formAnswer(
      { status: 400, body: { error: 'The form could not be read.', fields: {} } },
      { pageUrl: referer ?? '/', host },
    )
  }
  const lead = leadRequestOfForm(fields, referer)
  const outcome = await submitLead(tenant, lead, sender)
  return formAnswer(outcome, { pageUrl: String(lead.page_url), host })
}
