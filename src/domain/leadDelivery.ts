import { formatNumber } from './numbers'

/**
 * Which leads have not reached their dealer, and what a coordinator does about each kind.
 * The dashboard counts and words them from here; the statuses are the Leads collection's.
 */
export const UNDELIVERED_STATUSES = ['failed', 'retrying', 'logged'] as const

/** A lead still waiting for its first try after this long means the server is not sending leads. */
export const WAITING_TOO_LONG_MS = 15 * 60_000

export type UndeliveredLeads = {
  /** Every retry failed, or the dealer set nowhere to send it. */
  failed: number
  /** A try failed; the queue tries again later. */
  retrying: number
  /** Written to the server's log only: the platform has no mail server. */
  logged: number
  /** Not tried yet, for longer than WAITING_TOO_LONG_MS. */
  waiting: number
}

export const undeliveredCount = (leads: UndeliveredLeads) =>
  leads.failed + leads.retrying + leads.logged + leads.waiting

const leadsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'lead' : 'leads'}`

export type DeliveryFix = { kind: 'settings' | 'operator' | 'resend' | 'wait'; text: string }

/**
 * What to do, in the words a coordinator acts on: the dealer's missing lead address first
 * (it fails every lead), then what only the platform's operator can mend, then the leads to
 * send again, then those that will be tried again on their own.
 */
export function deliveryFixes(leads: UndeliveredLeads, dealer: { hasLeadAddress: boolean }): DeliveryFix[] {
  const fixes: DeliveryFix[] = []
  if (!dealer.hasLeadAddress)
    fixes.push({
      kind: 'settings',
      text: 'Leads have nowhere to go: set “E-mail for leads” (or the lead webhook) in the dealer’s Contact settings, then send them again.',
    })
  if (leads.logged)
    fixes.push({
      kind: 'operator',
      text: `${leadsText(leads.logged)} not sent: the platform has no mail server. Tell the platform’s operator (SMTP_URL or SMTP_HOST), then send them again.`,
    })
  if (leads.waiting)
    fixes.push({
      kind: 'operator',
      text: `${leadsText(leads.waiting)} waiting for over ${WAITING_TOO_LONG_MS / 60_000} minutes: the platform is not sending leads. Tell the platform’s operator.`,
    })
  if (leads.failed)
    fixes.push({
      kind: 'resend',
      text: `${leadsText(leads.failed)} failed: open each to see why, mend the address, then “Send to the dealer again”.`,
    })
  if (leads.retrying)
    fixes.push({ kind: 'wait', text: `${leadsText(leads.retrying)} could not be sent yet and will be tried again.` })
  return fixes
}
