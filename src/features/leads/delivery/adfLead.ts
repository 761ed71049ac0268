import type { Lead } from '@/payload-types'
import { leadCategory } from '@/domain/leads'
import { campaignText, carLinkOf } from './leadEmail'

/** The ADF document's media type, as CRMs that take ADF over HTTP expect it. */
export const ADF_CONTENT_TYPE = 'application/xml; charset=utf-8'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
// Characters XML 1.0 cannot carry at all (control characters a visitor might paste).
const printable = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/g, '')
const element = (name: string, value: unknown, attributes: Record<string, string> = {}) => {
  const attrs = Object.entries(attributes)
    .map(([key, v]) => ` ${key}="${escape(v)}"`)
    .join('')
  return `<${name}${attrs}>${value === null || value === undefined ? '' : escape(printable(String(value)))}</${name}>`
}

/** What ADF's interest attribute says a lead wants: a test drive, or to buy (a trade-in's own car is a second vehicle). */
const interestOf = (lead: Lead) => (lead.category === 'test-drive' ? 'test-drive' : 'buy')

/**
 * The lead as ADF 1.0 (Auto-lead Data Format), the XML that dealer CRMs ingest: one prospect
 * with the car (year, make, model, stock number, asking price, its page), the customer's
 * contact and answers, the dealership as vendor and the platform as provider. A lead without
 * a car still names the model a test drive was for; ADF's year, make and model stay empty
 * where the lead does not say.
 */
export function adfLead(
  lead: Lead,
  dealer: { name: string },
  context: { locationName?: string; siteUrl?: string } = {},
): string {
  const details = (lead.details ?? {}) as Record<string, unknown>
  const car = lead.vehicle?.stockNumber ? lead.vehicle : null
  const comments = [
    lead.subcategory ?? lead.subject ?? leadCategory(lead.category)?.label,
    lead.message,
    typeof details.request === 'string' ? details.request : null,
    typeof details.preferredDate === 'string'
      ? `Preferred date: ${details.preferredDate}${typeof details.preferredTime === 'string' ? ` at ${details.preferredTime}` : ''}`
      : null,
    typeof details.distributionLocation === 'string' ? `Test drive at: ${details.distributionLocation}` : null,
    lead.postcode ? `Postcode: ${lead.postcode}` : null,
    campaignText(details.campaign) ? `Campaign: ${campaignText(details.campaign)}` : null,
    lead.optIn ? 'Subscribed to offers and updates.' : 'Not subscribed to offers and updates.',
  ]
    .filter(Boolean)
    .join('\n')
  const vehicle = [
    element('year', car?.year ?? ''),
    element('make', car?.make ?? ''),
    element('model', car?.model ?? (typeof details.model === 'string' ? details.model : '')),
    car?.stockNumber ? element('stock', car.stockNumber) : '',
    car?.price ? element('price', car.price, { type: 'asking', currency: 'AUD' }) : '',
    typeof details.offerFromClient === 'number'
      ? element('price', details.offerFromClient, { type: 'offer', currency: 'AUD' })
      : '',
    carLinkOf(lead, context.siteUrl) ? element('comments', carLinkOf(lead, context.siteUrl)) : '',
  ].join('')
  const status = car?.carType === 'used' ? 'used' : 'new'
  const tradeIn = lead.tradeIn?.make ? lead.tradeIn : null
  // ADF's condition words; a trade-in's own answers go in its comments.
  const tradeInVehicle = tradeIn
    ? `<vehicle interest="trade-in" status="used">${[
        element('year', tradeIn.year ?? ''),
        element('make', tradeIn.make),
        element('model', tradeIn.model ?? ''),
        typeof tradeIn.kms === 'number' ? element('odometer', tradeIn.kms, { units: 'km' }) : '',
        tradeIn.condition ? element('condition', tradeIn.condition.toLowerCase()) : '',
        // The dealer's offer the customer accepted online.
        typeof details.acceptedOffer === 'number'
          ? element('price', details.acceptedOffer, { type: 'appraisal', currency: 'AUD' })
          : '',
        element(
          'comments',
          [
            `Registration: ${tradeIn.rego ?? ''}${tradeIn.regoState ? ` (${tradeIn.regoState})` : ''}`,
            tradeIn.accident ? `Been in an accident: ${tradeIn.accident}` : null,
            tradeIn.serviceHistory ? `Service history: ${tradeIn.serviceHistory}` : null,
            tradeIn.financeOwing ? `Finance owing: ${tradeIn.financeOwing}` : null,
          ]
            .filter(Boolean)
            .join('\n'),
        ),
      ].join('')}</vehicle>`
    : ''
  const prefers = (method: string): Record<string, string> =>
    tradeIn?.preferredContact === method ? { preferredcontact: '1' } : {}
  const contact = [
    element('name', lead.firstName, { part: 'first' }),
    lead.lastName ? element('name', lead.lastName, { part: 'last' }) : '',
    element('email', lead.email, prefers('Email')),
    element('phone', lead.phone, { type: 'voice', ...prefers('Phone') }),
    tradeIn?.preferredContact === 'SMS'
      ? element('phone', lead.phone, { type: 'cellphone', preferredcontact: '1' })
      : '',
  ].join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf><prospect status="new">${element('id', lead.id, { sequence: '1', source: 'dealer-platform' })}${element('requestdate', lead.createdAt)}${tradeIn && !car ? '' : `<vehicle interest="${interestOf(lead)}" status="${status}">${vehicle}</vehicle>`}${tradeInVehicle}<customer><contact>${contact}</contact>${element('comments', comments)}</customer><vendor>${element('vendorname', dealer.name)}<contact>${element('name', context.locationName ?? dealer.name, { part: 'full' })}</contact></vendor><provider>${element('name', 'Dealer Platform', { part: 'full' })}${element('service', 'Dealer website')}</provider></prospect></adf>
`
}
