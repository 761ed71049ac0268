import { describe, expect, it } from 'vitest'
import { priceDisplay, priceText, priceTypeLabel, wholeDollars } from './carPrice'

const car = { price: 34_990, before_price: null, subscription_price: null, preorder: false, price_type: 'drive_away' }
const settings = { subscriptions: false, noPriceText: 'Enquire for price.' }

describe('priceDisplay (spec: subscription, reduced, price above $10, PREORDER, no-price text)', () => {
  it('shows the price when it is above $10', () => {
    expect(priceDisplay(car, settings)).toEqual({ kind: 'price', amount: 34_990 })
    expect(priceDisplay({ ...car, price: 11 }, settings)).toEqual({ kind: 'price', amount: 11 })
  })

  it('treats $10 or less as no price: the dealer text, or PREORDER for pre-order cars', () => {
    expect(priceDisplay({ ...car, price: 10 }, settings)).toEqual({ kind: 'none', text: 'Enquire for price.' })
    expect(priceDisplay({ ...car, price: 0 }, { ...settings, noPriceText: 'Call us' })).toEqual({
      kind: 'none',
      text: 'Call us',
    })
    expect(priceDisplay({ ...car, price: 0, preorder: true }, settings)).toEqual({ kind: 'preorder', text: 'PREORDER' })
  })

  it('shows a reduced price with the price it was, only when the before price is higher', () => {
    expect(priceDisplay({ ...car, before_price: 37_990 }, settings)).toEqual({
      kind: 'reduced',
      amount: 34_990,
      was: 37_990,
    })
    expect(priceDisplay({ ...car, before_price: 30_000 }, settings)).toEqual({ kind: 'price', amount: 34_990 })
    expect(priceDisplay({ ...car, price: 0, before_price: 37_990 }, settings).kind).toBe('none')
  })

  it('puts a subscription price first, only where the dealer offers subscriptions and it is above 0', () => {
    const subscribed = { ...car, before_price: 37_990, subscription_price: 189 }
    expect(priceDisplay(subscribed, { ...settings, subscriptions: true })).toEqual({
      kind: 'subscription',
      amount: 189,
    })
    expect(priceDisplay(subscribed, settings).kind).toBe('reduced')
    expect(priceDisplay({ ...subscribed, subscription_price: 0 }, { ...settings, subscriptions: true }).kind).toBe(
      'reduced',
    )
  })

  it('labels the price basis and formats whole dollars', () => {
    expect(priceTypeLabel('drive_away')).toBe('Drive Away')
    expect(priceTypeLabel('excluding_government_charges')).toBe('Excl. Govt. Charges')
    expect(wholeDollars(34_990)).toBe('$34,990')
  })
})

describe('a price as one line', () => {
  it('names the basis, says /week for a subscription, and falls back to the no-price text', () => {
    expect(priceText({ kind: 'price', amount: 34_990 }, 'drive_away')).toBe('$34,990 Drive Away')
    expect(priceText({ kind: 'reduced', amount: 30_000, was: 32_000 }, 'unknown')).toBe('$30,000')
    expect(priceText({ kind: 'subscription', amount: 189 }, 'drive_away')).toBe('$189/week')
    expect(priceText({ kind: 'none', text: 'Enquire for price.' }, 'drive_away')).toBe('Enquire for price.')
  })
})
