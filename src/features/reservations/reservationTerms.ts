import type { Tenant } from '@/payload-types'
import { depositCents, depositCurrency, reservationBlockers } from '@/domain/reservations'
import { stripeConfig, type StripeConfig } from '@/integrations/payments/stripe'
import { siteSettings } from '@tenants/settings'
import { reservationSetupOf } from '@tenants/settingGroups/features'

export type ReservationTerms = {
  depositCents: number
  currency: 'aud' | 'nzd'
  holdText: string
  /** The dealer's Stripe account, where the deposit is paid. */
  account: string
  stripe: StripeConfig
  timeZone: string
}

/**
 * The dealer's terms for reserving a car online, or null where its site takes no reservations:
 * the setting off, no deposit, no Stripe account of its own, or no Stripe keys on the platform.
 * Every place that offers or takes a reservation asks this one question.
 */
export function reservationTermsOf(
  tenant: Tenant,
  env: Partial<NodeJS.ProcessEnv> = process.env,
): ReservationTerms | null {
  const { features, identity } = siteSettings(tenant)
  const setup = reservationSetupOf(tenant, env)
  const stripe = stripeConfig(env)
  if (reservationBlockers(setup).length || !stripe) return null
  return {
    depositCents: depositCents(features.depositAmount)!,
    currency: depositCurrency(identity.timeZone),
    holdText: features.depositHoldText,
    account: setup.account,
    stripe,
    timeZone: identity.timeZone,
  }
}
