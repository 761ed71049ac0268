import type { Lead } from '@/payload-types'
import { leadCategory } from '@/domain/leads'
import { formatKilometres, formatNumber } from '@/domain/numbers'

/** What the dealer's staff need around the lead: who it is for and where to follow it up. */
export type LeadEmailContext = {
  dealerName: string
  /** The dealership the visitor chose, when they chose one. */
  locationName?: string
  /** The lead in the admin, for staff to set its status and notes. */
  adminUrl?: string
  /** The dealer site's address, to link the car the lead is about. */
  siteUrl?: string
}

const DETAIL_LABELS: Record<string, string> = {
  model: 'Model',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  distributionLocation: 'Test drive at',
  company: 'Business name',
  rego: 'Rego',
  satisfaction: 'Satisfaction',
  department: 'About',
  fleetSize: 'Fleet size',
  amountToBorrow: 'Amount to borrow',
  offerFromClient: 'Offer',
  acceptedOffer: 'Accepted our offer of',
  wantsFinance: 'Would like finance',
  hasTradeIn: 'Has a car to trade in',
  request: 'Request',
  termsAgreed: 'Agreed to the terms',
}
const DOLLAR_DETAILS = new Set(['amountToBorrow', 'offerFromClient', 'acceptedOffer'])

/** utm_source=google, gclid=… : the campaign a visit landed with, as staff read it. */
export const campaignText = (campaign: unknown) =>
  campaign && typeof campaign === 'object'
    ? Object.entries(campaign as Record<string, unknown>)
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(', ') || undefined
    : undefined

/** The car's page on the dealer site, when the lead is about a car. */
export const carLinkOf = (lead: Lead, siteUrl?: string) =>
  lead.vehicle?.link ? `${siteUrl ?? ''}${lead.vehicle.link}` : undefined

/** Text made safe inside an e-mail's HTML. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const shown = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : typeof value === 'number' ? formatNumber(value) : String(value)

/** The car the visitor wants to sell or trade in, as staff read it. */
function tradeInRows(car: Lead['tradeIn']): [string, unknown][] {
  if (!car?.make) return []
  return [
    ['Car to sell or trade in', [car.year, car.make, car.model].filter(Boolean).join(' ')],
    ['Registration', car.regoState ? `${car.rego} (${car.regoState})` : car.rego],
    ['Kilometres', typeof car.kms === 'number' ? formatKilometres(car.kms) : undefined],
    ['Condition', car.condition],
    ['Been in an accident', car.accident],
    ['Service history', car.serviceHistory],
    ['Finance owing', car.financeOwing],
    ['Contact by', car.preferredContact],
    ['Valued in person', car.valuedInPerson ? 'Yes: over 7 years old or 100,000 km' : undefined],
  ]
}

/** The lead's answers as label/value rows, in the order staff read them. */
export function leadRows(lead: Lead, context: LeadEmailContext): [string, string][] {
  const details = (lead.details ?? {}) as Record<string, unknown>
  const started = (details.context ?? {}) as Record<string, string>
  const rows: [string, unknown][] = [
    ['Name', `${lead.firstName} ${lead.lastName ?? ''}`.trim()],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['Postcode', lead.postcode],
    ['Enquiry type', lead.subcategory ?? lead.subject ?? leadCategory(lead.category)?.label],
    ['Dealership', context.locationName],
    ['Car', lead.vehicle?.title],
    ['Stock number', lead.vehicle?.stockNumber],
    ['Listed price', lead.vehicle?.price ? `$${formatNumber(lead.vehicle.price)}` : undefined],
    ['Car page', carLinkOf(lead, context.siteUrl)],
    ...tradeInRows(lead.tradeIn),
    ...Object.entries(DETAIL_LABELS).map(([key, label]): [string, unknown] => [
      label,
      DOLLAR_DETAILS.has(key) && typeof details[key] === 'number' ? `$${formatNumber(details[key])}` : details[key],
    ]),
    ...Object.entries(started).map(([key, value]): [string, unknown] => [`From ${key}`, value]),
    ['Message', lead.message],
    ['Campaign', campaignText(details.campaign)],
    ['Offers and updates', lead.optIn ? 'Subscribed' : 'Not subscribed'],
    ['Sent from', lead.pageUrl],
    ['Pages visited before', lead.pagesVisited?.split('\n').join(' → ')],
  ]
  return rows
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([k, v]) => [k, shown(v)])
}

/**
 * One Message-ID per lead and send (a staff resend is a send of its own). SMTP cannot promise
 * once: a worker that dies after the mail server took the lead, before recording it, sends it
 * again when its job is taken up, and that copy carries the same Message-ID for mail clients
 * and CRMs to collapse.
 */
export const leadMessageId = (leadId: Lead['id'], fromAddress: string, resendFrom?: string) =>
  `<lead-${leadId}${resendFrom ? `-${Date.parse(resendFrom)}` : ''}@${fromAddress.split('@').pop()}>`

/**
 * The e-mail a dealer receives for a lead: a subject that says who and what at a glance, and
 * the visitor's details and answers as plain text and as a simple table (mail clients differ;
 * both carry everything).
 */
export function leadEmail(lead: Lead, context: LeadEmailContext) {
  const category = lead.subcategory ?? leadCategory(lead.category)?.label ?? 'Enquiry'
  const name = `${lead.firstName} ${lead.lastName ?? ''}`.trim()
  const about = lead.vehicle?.title ? `: ${lead.vehicle.title}` : ''
  const subject = `${category} from ${name}${about} (${context.dealerName} website)`
  const rows = leadRows(lead, context)
  const follow = context.adminUrl ? `Follow it up: ${context.adminUrl}` : ''
  const text = [
    `A new ${category.toLowerCase()} from the ${context.dealerName} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    follow,
  ]
    .join('\n')
    .trim()
  const photo = lead.vehicle?.photo && context.siteUrl ? new URL(lead.vehicle.photo, context.siteUrl).toString() : null
  const carLink = carLinkOf(lead, context.siteUrl)
  const html = `<p>A new ${escape(category.toLowerCase())} from the ${escape(context.dealerName)} website.</p>
${photo ? `<p><a href="${escape(carLink ?? photo)}"><img src="${escape(photo)}" alt="${escape(lead.vehicle?.title ?? 'The car')}" width="320" style="max-width:100%;height:auto"></a></p>` : ''}
<table cellpadding="6" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">
${rows.map(([label, value]) => `<tr><th align="left" valign="top" style="color:#555">${escape(label)}</th><td style="white-space:pre-wrap">${escape(value)}</td></tr>`).join('\n')}
</table>
${context.adminUrl ? `<p><a href="${escape(context.adminUrl)}">Open the lead</a> to set its status and notes.</p>` : ''}`
  return { subject, text, html, replyTo: lead.email }
}
