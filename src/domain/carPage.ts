// What a car's page shows, decided from the car and the dealer's settings in one place: the
// page (src/app/[site]/cars/[slug]/page.tsx) renders these decisions and decides nothing.

/** The calls to action under the price, in the spec's order. */
export const CAR_ACTIONS = ['enquire', 'reserve', 'test-drive', 'trade-in', 'offer', 'photos', 'call'] as const
export type CarAction = (typeof CAR_ACTIONS)[number]

/** The buttons a dealer may offer on car pages (spec: the set varies per dealer): the actions and the finance estimate's. */
export const CAR_BUTTONS = [...CAR_ACTIONS, 'finance'] as const
export type CarButton = (typeof CAR_BUTTONS)[number]

export type CarPageFacts = {
  inStock: boolean
  /** Reserve Online on this car: not offered, open to reserve, or offered but held or in someone's checkout. */
  reservation: 'none' | 'open' | 'taken'
  /** The car's body can be test driven (not a cab-chassis, say). */
  testDrivable: boolean
  /** A number to call: the car's department, else the dealer's sales or main line. */
  hasPhone: boolean
  /** The dealer's finance estimate can be shown (an estimate and the comparison rate it needs). */
  hasEstimate: boolean
  hasFeatures: boolean
  /** The car's dealership has a place on the map. */
  hasMapPlace: boolean
  /** The buttons the dealer offers on car pages. */
  buttons: readonly CarButton[]
}

export type CarPagePlan = {
  actions: CarAction[]
  /** The sold notice and "find something similar" instead of the car's enquiry. */
  sold: boolean
  enquiry: 'car' | 'similar'
  finance: boolean
  /** The finance estimate's own button to apply. */
  financeButton: boolean
  tabs: { reserve: boolean; features: boolean }
  map: boolean
}

/** The car page's sections and actions for a car. */
export function carPagePlan(facts: CarPageFacts): CarPagePlan {
  const offered: Record<CarAction, boolean> = {
    enquire: true,
    reserve: facts.reservation === 'open',
    'test-drive': facts.testDrivable,
    'trade-in': true,
    offer: true,
    photos: true,
    // Spec: with no number to call, no call button (the page logs a warning).
    call: facts.hasPhone,
  }
  return {
    actions: facts.inStock ? CAR_ACTIONS.filter((action) => offered[action] && facts.buttons.includes(action)) : [],
    sold: !facts.inStock,
    enquiry: facts.inStock ? 'car' : 'similar',
    finance: facts.hasEstimate,
    financeButton: facts.buttons.includes('finance'),
    tabs: { reserve: facts.reservation !== 'none', features: facts.hasFeatures },
    map: facts.hasMapPlace,
  }
}
