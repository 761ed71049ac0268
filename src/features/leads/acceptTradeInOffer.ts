import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Lead, Tenant } from '@/payload-types'
import {
  isOfferToken,
  OFFER_ACCEPTED_SUBCATEGORY,
  OFFER_ALREADY_ACCEPTED,
  OFFER_EXPIRED,
  OFFER_NOT_FOUND,
  offerStands,
} from '@/domain/tradeInOffer'
import { wholeDollars } from '@/domain/carPrice'
import { getPayloadClient } from '@/lib/payload'
import { siteSettings } from '@tenants/settings'
import { ACCEPTING_OFFER } from './tradeInOfferFields'

/** The trade-in lead a customer's offer link names, on this dealer's site only; null when there is none. */
export async function tradeInOfferFor(tenant: Tenant, token: string): Promise<Lead | null> {
  if (!isOfferToken(token)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ 'dealerOffer.token': { equals: token } }, { tenant: { equals: tenant.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const lead = docs[0] as Lead | undefined
  return lead?.dealerOffer?.amount ? lead : null
}

export type AcceptOutcome =
  | { status: 200 | 201; body: { lead_id: string; message: string } }
  | { status: 400 | 404 | 410 | 503; body: { error: string } }

/**
 * A customer accepts the dealer's offer for their car from the link they were sent: a new
 * lead (spec: subcategory "3. Offer Accepted", offer_accepted true) goes to the dealer with
 * the car and the amount, and the offer is marked accepted, in one transaction. An expired
 * offer is refused (410); accepting twice answers as the first time and stores nothing more.
 */
export async function acceptTradeInOffer(tenant: Tenant, body: unknown): Promise<AcceptOutcome> {
  const token = (body as { token?: unknown } | null)?.token
  if (typeof token !== 'string') return { status: 400, body: { error: 'Send the offer’s link token.' } }
  const offerLead = await tradeInOfferFor(tenant, token)
  if (!offerLead?.dealerOffer?.amount) return { status: 404, body: { error: OFFER_NOT_FOUND } }
  const offer = offerLead.dealerOffer
  if (offer.acceptedAt) return { status: 200, body: { lead_id: String(offerLead.id), message: OFFER_ALREADY_ACCEPTED } }
  if (!offerStands(offer.validUntil, new Date(), siteSettings(tenant).identity.timeZone))
    return { status: 410, body: { error: OFFER_EXPIRED } }

  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  const acceptedAt = new Date().toISOString()
  const car = offerLead.tradeIn
  try {
    await initTransaction(req)
    const accepted = await payload.create({
      collection: 'leads',
      data: {
        tenant: tenant.id,
        summary: [
          `${offerLead.firstName} ${offerLead.lastName ?? ''}`.trim(),
          OFFER_ACCEPTED_SUBCATEGORY,
          car?.make ? `${car.year ?? ''} ${car.make} ${car.model ?? ''}`.trim() : undefined,
          wholeDollars(offer.amount!),
        ]
          .filter(Boolean)
          .join(' · '),
        category: 'trade-in',
        subcategory: OFFER_ACCEPTED_SUBCATEGORY,
        status: 'new',
        // Read at depth 0: the relation is its id, whatever the database's id type.
        location: offerLead.location ?? undefined,
        firstName: offerLead.firstName,
        lastName: offerLead.lastName,
        email: offerLead.email,
        phone: offerLead.phone,
        postcode: offerLead.postcode,
        optIn: offerLead.optIn,
        vehicle: offerLead.vehicle?.stockNumber ? offerLead.vehicle : undefined,
        tradeIn: car ? { ...car, valuedInPerson: car.valuedInPerson ?? false } : undefined,
        details: { offer_accepted: true, acceptedOffer: offer.amount, offerLead: String(offerLead.id) },
        pageUrl: offer.link ?? undefined,
      },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'leads',
      id: offerLead.id,
      data: { dealerOffer: { ...offer } },
      overrideAccess: true,
      req,
      context: { [ACCEPTING_OFFER]: acceptedAt },
    })
    await commitTransaction(req)
    return { status: 201, body: { lead_id: String(accepted.id), message: 'Thank you: you have accepted our offer.' } }
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: `trade-in offer of lead ${offerLead.id} could not be accepted` })
    return {
      status: 503,
      body: { error: 'We could not record your acceptance just now. Please try again or call us.' },
    }
  }
}
