import { AUSTRALIAN_POSTCODE_RUNS } from './australianPostcodes'
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

/** Spec: a postcode geocoding cannot find in Australia. */
export const UNKNOWN_POSTCODE = 'Invalid postcode'

let australianPostcodes: Set<number> | null = null
/** Whether a 4-digit code is a real Australian postcode (the list in australianPostcodes.ts). */
export function isAustralianPostcode(postcode: string): boolean {
  if (!isValidPostcode(postcode)) return false
  australianPostcodes ??= new Set(
    AUSTRALIAN_POSTCODE_RUNS.split(',').flatMap((run) => {
      const [from, to = from] = run.split('-').map(Number) as [number, number?]
      return Array.from({ length: to - from + 1 }, (_, i) => from + i)
    }),
  )
  return australianPostcodes.has(Number(postcode))
}

/** Postcodes are checked against Australia's list for dealers in Australia (New Zealand's are 4 digits too). */
export const checksAustralianPostcodes = (timeZone: string) => timeZone.startsWith('Australia/')
