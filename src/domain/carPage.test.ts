import { describe, expect, it } from 'vitest'
import { carPagePlan, type CarPageFacts } from './carPage'

const inStock: CarPageFacts = {
  inStock: true,
  reservation: 'open',
  testDrivable: true,
  hasPhone: true,
  hasEstimate: true,
  hasFeatures: true,
  hasMapPlace: true,
}

describe('the car page plan', () => {
  it('offers every action on a car in stock, in the spec’s order', () => {
    expect(carPagePlan(inStock)).toEqual({
      actions: ['enquire', 'reserve', 'test-drive', 'trade-in', 'offer', 'photos', 'call'],
      sold: false,
      enquiry: 'car',
      finance: true,
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
