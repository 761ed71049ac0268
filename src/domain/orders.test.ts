import { describe, expect, it } from 'vitest'
import {
  formatHandoverDay,
  fullPaymentPossible,
  handoverDays,
  LARGEST_PAYMENT_CENTS,
  ORDER_MESSAGES,
  orderAmounts,
  orderErrors,
  orderHoldEndsAt,
  orderReleasesCar,
  orderMoveRefusal,
  type OrderRequest,
} from './orders'

const SYDNEY = 'Australia/Sydney'
// Friday 4 December 2026, 10:00 in Sydney.
const now = new Date('2026-12-03T23:00:00Z')
const weekdays = {
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday: String(weekday),
    status: 'open' as const,
    open: '08:30',
    close: '17:30',
  })),
}

describe('handover days', () => {
  it('starts two days on and offers only the days the dealership is open, for three weeks', () => {
    const days = handoverDays(weekdays, { timeZone: SYDNEY, now })
    expect(days[0]).toBe('2026-12-07') // Sunday the 6th is closed: Monday
    expect(days).not.toContain('2026-12-12')
    expect(days.at(-1)).toBe('2026-12-25')
    expect(days).toHaveLength(15)
  })

  it('takes a day the dealership opens specially, and skips one it closes', () => {
    const hours = {
      ...weekdays,
      specialHours: [
        { date: '2026-12-12T00:00:00+11:00', status: 'open' as const, open: '09:00', close: '12:00' },
        { date: '2026-12-08T00:00:00+11:00', status: 'closed' as const },
      ],
    }
    const days = handoverDays(hours, { timeZone: SYDNEY, now })
    expect(days).toContain('2026-12-12')
    expect(days).not.toContain('2026-12-08')
  })

  it('offers weekdays where the dealership set no hours', () => {
    expect(handoverDays(null, { timeZone: SYDNEY, now }).slice(0, 2)).toEqual(['2026-12-07', '2026-12-08'])
  })

  it('reads as a day of the week', () => {
    expect(formatHandoverDay('2026-12-07')).toBe('Monday 7 December')
  })
})

describe('the hold a paid order puts on the car', () => {
  it('lasts until the dealer’s midnight two days after the handover day', () => {
    // Monday 7 December: held through Tuesday, free from Wednesday 00:00 in Sydney (13:00 UTC Tuesday).
    expect(orderHoldEndsAt('2026-12-07', SYDNEY, now).toISOString()).toBe('2026-12-08T13:00:00.000Z')
    expect(orderHoldEndsAt('2026-12-07', 'Pacific/Auckland', now).toISOString()).toBe('2026-12-08T11:00:00.000Z')
  })

  it('is never shorter than a deposit’s 48 hours', () => {
    const paid = new Date('2026-12-08T00:00:00Z')
    expect(orderHoldEndsAt('2026-12-07', SYDNEY, paid).toISOString()).toBe('2026-12-10T00:00:00.000Z')
  })

  it('ends when staff cancel the order, not when they hand the car over (the feed marks it sold)', () => {
    expect(orderReleasesCar('cancelled')).toBe(true)
    expect(['placed', 'confirmed', 'ready', 'completed'].some(orderReleasesCar)).toBe(false)
  })
})

describe('what the buyer pays', () => {
  const base = { price: 32_990, tradeInDollars: 0, depositCents: 50_000, payNow: 'deposit', method: 'cash' } as const

  it('takes the trade-in off the drive-away price, and the deposit now', () => {
    expect(orderAmounts({ ...base, tradeInDollars: 12_000 })).toEqual({
      priceCents: 3_299_000,
      tradeInCents: 1_200_000,
      balanceCents: 2_099_000,
      dueNowCents: 50_000,
      dueLaterCents: 2_049_000,
    })
  })

  it('takes the whole balance now when the buyer pays in full with cash', () => {
    expect(orderAmounts({ ...base, tradeInDollars: 12_000, payNow: 'full' })).toMatchObject({
      dueNowCents: 2_099_000,
      dueLaterCents: 0,
    })
  })

  it('takes only the deposit on finance: the lender pays the rest', () => {
    expect(orderAmounts({ ...base, payNow: 'full', method: 'finance' }).dueNowCents).toBe(50_000)
  })

  it('never asks more than the balance, nor credits a trade-in above the price', () => {
    const covered = orderAmounts({ ...base, price: 10_000, tradeInDollars: 9_800 })
    expect(covered).toMatchObject({ balanceCents: 20_000, dueNowCents: 20_000, dueLaterCents: 0 })
    expect(orderAmounts({ ...base, price: 10_000, tradeInDollars: 15_000 }).tradeInCents).toBe(1_000_000)
  })

  it('offers paying in full only above the deposit and within one card payment', () => {
    expect(fullPaymentPossible(50_000, 50_000)).toBe(false)
    expect(fullPaymentPossible(50_001, 50_000)).toBe(true)
    expect(fullPaymentPossible(LARGEST_PAYMENT_CENTS + 1, 50_000)).toBe(false)
  })
})

describe('the journey’s answers', () => {
  const good: OrderRequest = {
    trade_in: 'none',
    trade_in_offer: '',
    trade_in_car: '',
    payment: 'cash',
    handover: 'pick-up',
    handover_date: '2026-12-07',
    delivery_address: '',
    delivery_postcode: '',
    first_name: 'Ana',
    last_name: 'Buyer',
    email: 'ana@example.com',
    phone: '0412 345 678',
    pay_now: 'deposit',
    confirm: true,
  }
  const options = { offers: ['17'], days: ['2026-12-07'], fullAllowed: false }

  it('takes a complete journey', () => {
    expect(orderErrors(good, options)).toEqual({})
  })

  it('refuses a trade-in offer that is not one of the buyer’s standing offers', () => {
    expect(orderErrors({ ...good, trade_in: 'offer', trade_in_offer: '18' }, options)).toEqual({
      trade_in_offer: ORDER_MESSAGES.offerGone,
    })
    expect(orderErrors({ ...good, trade_in: 'offer', trade_in_offer: '17' }, options)).toEqual({})
  })

  it('needs the car to value, the day offered, and an address for a delivery', () => {
    const errors = orderErrors(
      { ...good, trade_in: 'valuation', handover: 'delivery', handover_date: '2026-12-06', delivery_postcode: '20' },
      options,
    )
    expect(Object.keys(errors).sort()).toEqual([
      'delivery_address',
      'delivery_postcode',
      'handover_date',
      'trade_in_car',
    ])
  })

  it('takes the full amount only where the dealer allows it, and only for cash', () => {
    expect(orderErrors({ ...good, pay_now: 'full' }, options).pay_now).toBe(ORDER_MESSAGES.payNow)
    expect(orderErrors({ ...good, pay_now: 'full' }, { ...options, fullAllowed: true })).toEqual({})
    expect(
      orderErrors({ ...good, pay_now: 'full', payment: 'finance' }, { ...options, fullAllowed: true }).pay_now,
    ).toBe(ORDER_MESSAGES.payNow)
  })

  it('checks the details as the enquiry forms do, and needs the summary confirmed', () => {
    const errors = orderErrors({ ...good, first_name: ' ', email: 'ana@', phone: '12', confirm: false }, options)
    expect(Object.keys(errors).sort()).toEqual(['confirm', 'email', 'first_name', 'phone'])
  })
})

describe('staff moving an order along', () => {
  it('follows placed, confirmed, ready, handed over, with a cancellation before the handover', () => {
    expect(orderMoveRefusal('placed', 'confirmed')).toBeNull()
    expect(orderMoveRefusal('confirmed', 'ready')).toBeNull()
    expect(orderMoveRefusal('ready', 'completed')).toBeNull()
    expect(orderMoveRefusal('confirmed', 'cancelled')).toBeNull()
    expect(orderMoveRefusal('placed', 'completed')).toBe(
      'From “Placed: paid online” an order moves to “Confirmed with the buyer” or “Cancelled”.',
    )
  })

  it('never marks an order paid by hand, nor reopens a finished one', () => {
    expect(orderMoveRefusal('awaiting-payment', 'placed')).toMatch(/not paid/)
    expect(orderMoveRefusal('completed', 'ready')).toMatch(/finished/)
    expect(orderMoveRefusal('cancelled', 'placed')).toMatch(/finished/)
  })
})
