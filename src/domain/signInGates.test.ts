import { describe, expect, it } from 'vitest'
import { gatedPath, GATED_PAGES, signInRequired, type GateSettings } from './signInGates'

const settings = (on: boolean): GateSettings => ({
  features: { checkoutSignIn: on },
  finance: { pageSignIn: on, personalisedSignIn: on },
})

describe('sign-in gates', () => {
  it('always gates My Garage and online payment, whatever the dealer switched', () => {
    expect(signInRequired('my-garage', settings(false))).toBe(true)
    expect(signInRequired('online-payment', settings(false))).toBe(true)
  })

  it('gates checkout, the finance page and personalised finance only where the dealer says so', () => {
    for (const page of ['checkout', 'finance', 'personalised-finance'] as const) {
      expect(signInRequired(page, settings(false)), page).toBe(false)
      expect(signInRequired(page, settings(true)), page).toBe(true)
    }
    // Each switch gates its own page only.
    const financeOnly: GateSettings = {
      features: { checkoutSignIn: false },
      finance: { pageSignIn: true, personalisedSignIn: false },
    }
    expect(GATED_PAGES.filter((page) => signInRequired(page, financeOnly))).toEqual([
      'my-garage',
      'online-payment',
      'finance',
    ])
  })

  it('sends a visitor who is not signed in to the sign-in for the page, coming back to it', () => {
    expect(gatedPath('finance', settings(true), false, '/finance?car_id=a b')).toBe(
      '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3Da+b',
    )
    expect(gatedPath('finance', settings(true), true, '/finance')).toBeNull()
    expect(gatedPath('finance', settings(false), false, '/finance')).toBeNull()
    expect(gatedPath('online-payment', settings(false), false, '/online-payment')).toBe(
      '/sign-in?type=online-payment&redirect=%2Fonline-payment',
    )
  })
})
