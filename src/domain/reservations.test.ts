import { describe, expect, it } from 'vitest'
import {
  formatPaid,
  reservationBlockers,
  blockEndsAt,
  blocksCar,
  carDepositCents,
  checkoutEndsAt,
  checkoutExpiryAccepted,
  depositCents,
  depositCurrency,
  formatDeposit,
  formatHoldEnd,
  holdEndsAt,
  holdSeconds,
  isReserved,
  isStripeAccountId,
  refundRefusal,
  reservationRefusal,
} from './reservations'

const now = new Date('2026-11-28T10:00:00Z')
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
const inStock = { status: 'in_stock', sold: false, reserved: false, price: 27_990 }

describe('reserving a car online', () => {
  it('takes the dealer’s deposit in cents, and no deposit means no reservation', () => {
    expect(depositCents(200)).toBe(20_000)
    expect(depositCents(149.5)).toBe(14_950)
    expect(depositCents(0)).toBeNull()
    expect(depositCents(-5)).toBeNull()
    expect(depositCents(null)).toBeNull()
    expect(formatDeposit(20_000)).toBe('$200')
    expect(formatDeposit(14_950)).toBe('$149.50')
    expect(formatDeposit(100_000)).toBe('$1,000')
  })

  it('holds the car 48 hours from payment; a checkout stays open 35 minutes', () => {
    expect(holdEndsAt(now).toISOString()).toBe('2026-11-30T10:00:00.000Z')
    expect(checkoutEndsAt(now).toISOString()).toBe('2026-11-28T10:35:00.000Z')
  })

  it('sends Stripe only an expiry inside its window (30 minutes to 24 hours after it receives the request), with a margin', () => {
    const ends = checkoutEndsAt(now)
    // Stored, then asked at once or after a few slow database calls: still accepted.
    expect(checkoutExpiryAccepted(ends, now)).toBe(true)
    expect(checkoutExpiryAccepted(ends, new Date(now.getTime() + 3 * 60_000))).toBe(true)
    // Exactly 30 minutes ahead when sent would reach Stripe under 30: refused before sending.
    expect(checkoutExpiryAccepted(ends, new Date(ends.getTime() - 30 * 60_000))).toBe(false)
    expect(checkoutExpiryAccepted(ends, new Date(ends.getTime() - 31 * 60_000))).toBe(true)
    expect(checkoutExpiryAccepted(new Date(now.getTime() + 24 * 3_600_000), now)).toBe(false)
    expect(checkoutExpiryAccepted(new Date(now.getTime() + 23 * 3_600_000), now)).toBe(true)
  })

  it('a paid hold blocks the car until it ends, an open checkout until it closes, nothing else blocks', () => {
    expect(blocksCar({ status: 'held', heldUntil: later(1) }, now)).toBe(true)
    expect(blocksCar({ status: 'held', heldUntil: later(0) }, now)).toBe(false)
    expect(blocksCar({ status: 'awaiting-payment', checkoutEndsAt: later(10) }, now)).toBe(true)
    expect(blocksCar({ status: 'awaiting-payment', checkoutEndsAt: later(-1) }, now)).toBe(false)
    for (const status of ['not-paid', 'released', 'refund-due'])
      expect(blocksCar({ status, heldUntil: later(60), checkoutEndsAt: later(60) }, now)).toBe(false)
    expect(blockEndsAt({ status: 'held', heldUntil: later(5), checkoutEndsAt: later(1) })?.toISOString()).toBe(later(5))
  })

  it('offers only a priced, unsold car in stock that neither the feed nor another buyer has reserved', () => {
    expect(reservationRefusal(inStock, null, now)).toBeNull()
    expect(reservationRefusal({ ...inStock, price: null }, null, now)).toBe('unpriced')
    expect(reservationRefusal({ ...inStock, price: 0 }, null, now)).toBe('unpriced')
    expect(reservationRefusal({ ...inStock, status: 'sold' }, null, now)).toBe('sold')
    expect(reservationRefusal({ ...inStock, sold: true }, null, now)).toBe('sold')
    expect(reservationRefusal({ ...inStock, status: 'coming_soon' }, null, now)).toBe('sold')
    expect(reservationRefusal({ ...inStock, reserved: true }, null, now)).toBe('reserved')
    expect(reservationRefusal(inStock, { status: 'held', heldUntil: later(60) }, now)).toBe('reserved')
    expect(reservationRefusal(inStock, { status: 'awaiting-payment', checkoutEndsAt: later(5) }, now)).toBe(
      'in-checkout',
    )
    expect(reservationRefusal(inStock, { status: 'held', heldUntil: later(-60) }, now)).toBeNull()
  })

  it('takes New Zealand dealers’ deposits in NZD, everyone else’s in AUD', () => {
    expect(depositCurrency('Pacific/Auckland')).toBe('nzd')
    expect(depositCurrency('Australia/Perth')).toBe('aud')
  })

  it('knows a Stripe account id', () => {
    expect(isStripeAccountId('acct_1PqXyZ2eZvKYlo2C')).toBe(true)
    expect(isStripeAccountId('acct_')).toBe(false)
    expect(isStripeAccountId('sk_live_123456')).toBe(false)
  })

  it('says when a hold ends in the dealer’s own time', () => {
    expect(formatHoldEnd('2026-11-30T10:00:00Z', 'Australia/Sydney')).toBe('Monday 30 November, 9:00 pm')
    expect(formatHoldEnd('2026-11-30T10:00:00Z', 'Australia/Perth')).toBe('Monday 30 November, 6:00 pm')
  })
})

describe('a car’s own reservation terms (the feed’s payment_processors)', () => {
  it('is refused where its feed offers no online payment, and takes its own deposit above $0, else the dealer’s', () => {
    expect(reservationRefusal({ ...inStock, reserveOffered: false }, null, now)).toBe('not-offered')
    expect(reservationRefusal({ ...inStock, reserveOffered: true }, null, now)).toBeNull()
    expect(reservationRefusal({ ...inStock, reserveOffered: null }, null, now)).toBeNull()
    expect(carDepositCents(20_000, 500)).toBe(50_000)
    expect(carDepositCents(20_000, 0)).toBe(20_000)
    expect(carDepositCents(20_000, null)).toBe(20_000)
  })
})

describe('a car shown as reserved', () => {
  const seconds = now.getTime() / 1000
  it('by its dealer’s system, or while an online hold or checkout lasts', () => {
    expect(isReserved({ reserved: true }, now)).toBe(true)
    expect(isReserved({ reserved: false, held_until: seconds + 1 }, now)).toBe(true)
    expect(isReserved({ reserved: false, held_until: seconds }, now)).toBe(false)
    expect(isReserved({ reserved: false, held_until: null }, now)).toBe(false)
    expect(isReserved({}, now)).toBe(false)
  })

  it('keeps a hold to the whole second after it ends, never freeing the car early', () => {
    expect(holdSeconds('2026-11-28T10:00:00.000Z')).toBe(seconds)
    expect(holdSeconds('2026-11-28T10:00:00.001Z')).toBe(seconds + 1)
    expect(holdSeconds(null)).toBeNull()
  })
})

describe('refunding a deposit', () => {
  it('only a paid deposit, once: held, released, or paid after another buyer held the car', () => {
    for (const status of ['held', 'released', 'refund-due'])
      expect(refundRefusal({ status, paymentIntent: 'pi_1' }), status).toBeNull()
    expect(refundRefusal({ status: 'held', paymentIntent: null })).toMatch(/nothing to refund/)
    for (const status of ['awaiting-payment', 'not-paid'])
      expect(refundRefusal({ status, paymentIntent: 'pi_1' }), status).toMatch(/nothing to refund/)
    expect(refundRefusal({ status: 'refunded', paymentIntent: 'pi_1' })).toBe('This deposit has already been refunded.')
  })
})

describe('why Reserve Online is not live', () => {
  const ready = { switchedOn: true, depositDollars: 200, account: 'acct_1HarbourDemo01', platformKeys: true }

  it('is live with the switch on, a deposit, the dealer’s Stripe account and the platform’s keys', () => {
    expect(reservationBlockers(ready)).toEqual([])
  })

  it('names each missing piece and who mends it', () => {
    expect(reservationBlockers({ ...ready, switchedOn: false })).toEqual(['Reserve online is switched off.'])
    expect(reservationBlockers({ ...ready, depositDollars: 0, account: ' ', platformKeys: false })).toEqual([
      'The deposit is $0: enter the deposit in dollars.',
      'No Stripe account is set: enter the dealer’s Stripe account (acct_…).',
      'The platform has no Stripe keys: tell the platform’s operator (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).',
    ])
    expect(reservationBlockers({ ...ready, account: 'harbour' })).toEqual([
      'The Stripe account is not one: it starts with acct_.',
    ])
  })
})

describe('an amount paid, as receipts and leads print it', () => {
  it('reads in dollars with its currency, and cents only where there are some', () => {
    expect(formatPaid(200, 'AUD')).toBe('$200 AUD')
    expect(formatPaid(149.5, 'NZD')).toBe('$149.50 NZD')
    expect(formatPaid(38_990, null)).toBe('$38,990')
  })
})
