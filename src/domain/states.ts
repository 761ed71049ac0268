/** Australian states and territories and the consumer-protection regulator named in complaints guidance. */
export const AU_STATES = [
  {
    code: 'ACT',
    name: 'Australian Capital Territory',
    regulator: 'Access Canberra',
    url: 'https://www.accesscanberra.act.gov.au/fair-trading',
  },
  { code: 'NSW', name: 'New South Wales', regulator: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au' },
  {
    code: 'NT',
    name: 'Northern Territory',
    regulator: 'NT Consumer Affairs',
    url: 'https://consumeraffairs.nt.gov.au',
  },
  {
    code: 'QLD',
    name: 'Queensland',
    regulator: 'Office of Fair Trading Queensland',
    url: 'https://www.qld.gov.au/law/fair-trading',
  },
  {
    code: 'SA',
    name: 'South Australia',
    regulator: 'Consumer and Business Services',
    url: 'https://www.cbs.sa.gov.au',
  },
  {
    code: 'TAS',
    name: 'Tasmania',
    regulator: 'Consumer, Building and Occupational Services',
    url: 'https://www.cbos.tas.gov.au',
  },
  { code: 'VIC', name: 'Victoria', regulator: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au' },
  {
    code: 'WA',
    name: 'Western Australia',
    regulator: 'Consumer Protection WA',
    url: 'https://www.commerce.wa.gov.au/consumer-protection',
  },
] as const

export type AuStateCode = (typeof AU_STATES)[number]['code']
export type Regulator = { state: AuStateCode; name: string; url: string }

/** The regulators for the states a dealer's locations are in, once each, in state order. */
export function regulatorsFor(locations: { address?: { state?: string | null } | null }[]): Regulator[] {
  const states = new Set(locations.map((l) => l.address?.state).filter(Boolean))
  return AU_STATES.filter((s) => states.has(s.code)).map((s) => ({ state: s.code, name: s.regulator, url: s.url }))
}

/** Spec: an Australian postcode is four digits; the text says what to type. */
export const INVALID_POSTCODE = 'Invalid postcode. Please enter a 4-digit number.'
export const isValidPostcode = (postcode: string) => /^\d{4}$/.test(postcode)
