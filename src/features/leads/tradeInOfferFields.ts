import { randomBytes } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import type { Lead, Tenant } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { OFFER_LOCKED, offerPath } from '@/domain/tradeInOffer'
import { siteOrigin } from '@tenants/siteUrl'

type Offer = NonNullable<Lead['dealerOffer']>

/** Set (to the acceptance time) by the server when a customer accepts: the only way it is written. */
export const ACCEPTING_OFFER = 'acceptingOffer'

/**
 * The dealer's offer on a trade-in lead (Leads: dealerOffer). Staff set the amount and last
 * day; the server makes the rest, whatever a request sends: a random token for the
 * customer's link, made when an amount is first set and kept after (no amount, no link); the
 * full link on the dealer's site; the acceptance time. Once accepted, the offer is locked.
 * A collection hook, so it runs before the fields' own processing and sees the whole group.
 */
export const dealerOfferHook: CollectionBeforeChangeHook = async ({ data, originalDoc, context, req }) => {
  const before = ((originalDoc as Lead | undefined)?.dealerOffer ?? {}) as Offer
  const accepting = typeof context[ACCEPTING_OFFER] === 'string' ? (context[ACCEPTING_OFFER] as string) : null
  if (!data.dealerOffer && !accepting) return data
  const sent = (data.dealerOffer ?? before) as Offer
  const same = (field: 'amount' | 'validUntil') =>
    (sent[field] ?? null) === (before[field] ?? null) ||
    (field === 'validUntil' &&
      sent.validUntil &&
      before.validUntil &&
      Date.parse(sent.validUntil) === Date.parse(before.validUntil))
  if (before.acceptedAt && !accepting && !(same('amount') && same('validUntil')))
    throw new APIError(OFFER_LOCKED, 400, null, true)
  const token = sent.amount
    ? before.token || randomBytes(18).toString('base64url')
    : before.acceptedAt
      ? before.token
      : null
  const tenantId = idOf(data.tenant ?? (originalDoc as Lead | undefined)?.tenant)
  const tenant =
    token && tenantId
      ? ((await req.payload
          .findByID({ collection: 'tenants', id: tenantId, depth: 0, req })
          .catch(() => null)) as Tenant | null)
      : null
  data.dealerOffer = {
    amount: sent.amount ?? null,
    validUntil: sent.validUntil ?? null,
    token,
    link: token && tenant ? `${siteOrigin(tenant)}${offerPath(token)}` : null,
    acceptedAt: accepting ?? before.acceptedAt ?? null,
  }
  return data
}
