import { createHmac } from 'node:crypto'
import type { Lead } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { leadCategory } from '@/domain/leads'
import { carLinkOf } from './leadEmail'

/** The header a CRM checks: `sha256=` and the HMAC-SHA256 of the exact body, hex, with the dealer's key. */
export const SIGNATURE_HEADER = 'x-signature'

export const signature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** The JSON a dealer's CRM receives for a lead: the visitor's details, answers and where it came from. */
export function leadWebhookBody(
  lead: Lead,
  dealer: { id: string | number; name: string; slug: string },
  locationName?: string,
  siteUrl?: string,
): string {
  const car = lead.vehicle?.stockNumber ? lead.vehicle : null
  return JSON.stringify({
    event: 'lead.created',
    lead: {
      id: String(lead.id),
      created_at: lead.createdAt,
      category: lead.category,
      category_label: leadCategory(lead.category)?.label ?? lead.category,
      subject: lead.subject ?? null,
      first_name: lead.firstName,
      last_name: lead.lastName ?? null,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode ?? null,
      message: lead.message ?? null,
      opt_in: Boolean(lead.optIn),
      dealership: locationName ?? null,
      details: lead.details ?? {},
      page_url: lead.pageUrl ?? null,
      pages_visited: lead.pagesVisited ? lead.pagesVisited.split('\n') : [],
      subcategory: lead.subcategory ?? null,
      // Spec: the car enquiry's finance and trade-in interest.
      opt_in_finance: (lead.details as { wantsFinance?: unknown } | null)?.wantsFinance === true,
      opt_in_trade: (lead.details as { hasTradeIn?: unknown } | null)?.hasTradeIn === true,
      // Spec: an accepted trade-in offer's lead says so.
      offer_accepted: (lead.details as { offer_accepted?: unknown } | null)?.offer_accepted === true,
      // The spec's car fields, as dealer CRMs fed by the old platform read them.
      car: car
        ? {
            car_id: idOf(car.car),
            car_dealership_id: idOf(lead.location),
            dealership_slug: car.dealershipSlug ?? null,
            manufacturer_slug: car.manufacturerSlug ?? null,
            stock_number: car.stockNumber,
            'Vehicle Make': car.make ?? null,
            'Vehicle Model': car.model ?? null,
            car_type: car.carType ?? null,
            vehicle_status: car.status ?? null,
            title: car.title ?? null,
            price: car.price ?? null,
            url: carLinkOf(lead, siteUrl) ?? null,
          }
        : null,
      // The car to sell or trade in, with the spec's valuation field names.
      trade_in: lead.tradeIn?.make
        ? {
            rego: lead.tradeIn.rego ?? null,
            regoState: lead.tradeIn.regoState ?? null,
            kms: lead.tradeIn.kms ?? null,
            make: lead.tradeIn.make,
            model: lead.tradeIn.model ?? null,
            year: lead.tradeIn.year ?? null,
            condition: lead.tradeIn.condition ?? null,
            accident: lead.tradeIn.accident ?? null,
            service_history: lead.tradeIn.serviceHistory ?? null,
            finance: lead.tradeIn.financeOwing ?? null,
            PreferredContactMethod: lead.tradeIn.preferredContact ?? null,
            location_id: idOf(lead.location),
            valued_in_person: Boolean(lead.tradeIn.valuedInPerson),
          }
        : null,
    },
    dealer: { id: String(dealer.id), name: dealer.name, slug: dealer.slug },
  })
}

/** POSTs a lead (JSON, or ADF/XML) to a webhook; throws with the reason unless the receiver answers 2xx within 10 s. */
export async function postLeadWebhook(
  url: string,
  body: string,
  secret: string,
  leadId: string,
  contentType = 'application/json',
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, [SIGNATURE_HEADER]: signature(body, secret), 'x-lead-id': leadId },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`The webhook answered ${response.status} ${response.statusText}`.trim())
  return response.status
}
