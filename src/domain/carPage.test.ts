import { describe, expect, it } from 'vitest'
import { CAR_BUTTONS, carPagePlan, type CarPageFacts } from './carPage'

const inStock: CarPageFacts = {
  inStock: true,
  reservation: 'open',
  testDrivable: true,
  hasPhone: true,
  hasEstimate: true,
  hasFeatures: true,
  hasMapPlace: true,
  buttons: CAR_BUTTONS,
}

describe('the car page plan', () => {
  it('offers every action on a car in stock, in the spec’s order', () => {
    expect(carPagePlan(inStock)).toEqual({
      actions: ['enquire', 'reserve', 'test-drive', 'trade-in', 'offer', 'photos', 'call'],
      sold: false,
      enquiry: 'car',
      finance: true,
      financeButton: true,
      tabs: { reserve: true, features: true },
      map: true,
    })
  })

  it('offers no action on a sold car, and its enquiry looks for something similar', () => {
    const plan = carPagePlan({ ...inStock, inStock: false })
    expect(plan.actions).toEqual([])
    expect(plan).toMatchObject({ sold: true, enquiry: 'similar' })
  })

  it('leaves out what the car or dealer cannot offer', () => {
    expect(carPagePlan({ ...inStock, hasPhone: false }).actions).not.toContain('call')
    expect(carPagePlan({ ...inStock, testDrivable: false }).actions).not.toContain('test-drive')
    expect(carPagePlan({ ...inStock, hasEstimate: false }).finance).toBe(false)
    expect(carPagePlan({ ...inStock, hasFeatures: false }).tabs.features).toBe(false)
    expect(carPagePlan({ ...inStock, hasMapPlace: false }).map).toBe(false)
  })

  it('keeps the Reserve Online tab on a held car but drops its Reserve Now button', () => {
    const held = carPagePlan({ ...inStock, reservation: 'taken' })
    expect(held.actions).not.toContain('reserve')
    expect(held.tabs.reserve).toBe(true)
    expect(carPagePlan({ ...inStock, reservation: 'none' }).tabs.reserve).toBe(false)
  })
})

describe('a dealer’s set of car page buttons', () => {
  it('offers only the buttons the dealer chose, still in the spec’s order', () => {
    const plan = carPagePlan({ ...inStock, buttons: ['call', 'offer', 'enquire'] })
    expect(plan.actions).toEqual(['enquire', 'offer', 'call'])
    expect(plan.financeButton).toBe(false)
    // The estimate itself stays: only its button goes.
    expect(plan.finance).toBe(true)
    expect(carPagePlan({ ...inStock, buttons: ['finance', 'test-drive'] })).toMatchObject({
      actions: ['test-drive'],
      financeButton: true,
    })
  })
})
