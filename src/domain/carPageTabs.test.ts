import { describe, expect, it } from 'vitest'
import { sectionsForCar, tabSectionName, type TabSection } from './carPageTabs'

const sections: (TabSection & { id: string })[] = [
  { id: 'included-all', tab: 'whats-included' },
  { id: 'included-used', tab: 'whats-included', showFor: ['used', 'demo'] },
  { id: 'included-certified', tab: 'whats-included', showFor: ['certified'] },
  { id: 'why-all', tab: 'why-buy', showFor: [] },
  { id: 'protect-new', tab: 'protect', showFor: ['new'] },
]
const ids = (car: { carType: string; certified: boolean }) =>
  sectionsForCar(sections, car).map((entry) => `${entry.title}: ${entry.section.id}`)

describe('the car page’s dealer tabs', () => {
  it('show each tab’s most specific text for the car, in the spec’s order', () => {
    expect(ids({ carType: 'new', certified: false })).toEqual([
      'What’s Included: included-all',
      'Why Buy From Us?: why-all',
      'Protect Your Car: protect-new',
    ])
    expect(ids({ carType: 'used', certified: false })).toEqual([
      'What’s Included: included-used',
      'Why Buy From Us?: why-all',
    ])
    expect(ids({ carType: 'used', certified: true })).toEqual([
      'What’s Included: included-certified',
      'Why Buy From Us?: why-all',
    ])
    expect(ids({ carType: 'demo', certified: false })[0]).toBe('What’s Included: included-used')
  })

  it('leave out a tab the dealer wrote only for other kinds of car, and every tab without text', () => {
    expect(sectionsForCar([{ tab: 'protect', showFor: ['certified'] }], { carType: 'used', certified: false })).toEqual(
      [],
    )
    expect(sectionsForCar([], { carType: 'new', certified: false })).toEqual([])
  })
})

describe('a tab text’s name in the admin', () => {
  it('says which tab and which cars', () => {
    expect(tabSectionName('whats-included', [])).toBe('What’s Included: every car')
    expect(tabSectionName('protect', ['used', 'certified'])).toBe('Protect Your Car: Used cars, Certified cars')
  })
})
