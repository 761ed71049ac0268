import { SUBMIT_FAILED } from '@/domain/enquiry'
import { LEAD_FIELD_LABELS, type LeadInput } from '@/domain/leads'
import { TRADE_IN_LABELS, type TradeInField } from '@/domain/tradeIn'
import type { LeadOutcome } from './submitLead'
import { SUCCESS_PATH } from './successStorage'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Only a path on this site goes back into a link. */
const samePath = (pageUrl: string, host: string | null) => {
  try {
    const url = new URL(pageUrl, `http://${host ?? 'localhost'}`)
    return url.host === host ? `${url.pathname}${url.search}` : '/'
  } catch {
    return '/'
  }
}

/**
 * The answer to a form the browser posted itself: a stored lead goes on to the thank-you page
 * (303, so a reload does not send it twice); a refused one gets a page, with the refusal's
 * status, that names each problem and sends the visitor back to the form, whose answers the
 * browser keeps.
 */
export function formAnswer(
  outcome: LeadOutcome | { status: 413; body: { error: string } },
  from: { pageUrl: string; host: string | null },
): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (outcome.status === 201)
    return new Response(null, { status: 303, headers: { ...headers, location: SUCCESS_PATH } })
  if (outcome.status === 429) headers['retry-after'] = String(outcome.retryAfterSeconds)
  const body = outcome.body as {
    error?: string
    fields?: Partial<Record<keyof LeadInput, string>>
    trade_in?: Partial<Record<TradeInField, string>>
  }
  const problems = [
    ...Object.entries(body.trade_in ?? {}).map(
      ([field, problem]) => `${TRADE_IN_LABELS[field as TradeInField] ?? field}: ${problem}`,
    ),
    ...Object.entries(body.fields ?? {}).map(
      ([field, problem]) => `${LEAD_FIELD_LABELS[field as keyof LeadInput] ?? field}: ${problem}`,
    ),
  ]
  const back = samePath(from.pageUrl, from.host)
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Your enquiry was not sent</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style></head>
<body><main>
<h1>Your enquiry was not sent</h1>
<p>${escape(body.error ?? SUBMIT_FAILED)}</p>
${problems.length ? `<ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>` : ''}
<p>Use your browser's Back button to correct the form: what you typed is kept. Or <a href="${escape(back)}">go back to the page</a>.</p>
</main></body></html>`
  return new Response(html, {
    status: outcome.status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}
