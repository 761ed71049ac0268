/**
 * Trade-in and sell-my-car enquiries (spec: /trade-in, /sell-my-car, /sell-your-car,
 * /cars/trade-in?car_id=): what the visitor tells us about the car they want to sell, the
 * checks shared by the form and the lead API, and the FAQ's rule for which cars are valued
 * in person. Field names are the spec's valuation fields where it names them.
 */
import { REQUIRED } from './enquiry'
import { AU_STATES, checksAustralianPostcodes } from './states'

export const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const
export const SERVICE_HISTORIES = ['Full', 'Partial', 'None'] as const
export const YES_NO = ['Yes', 'No'] as const
/** Spec: PreferredContactMethod is Phone, Email or SMS; Phone unless the visitor says otherwise. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export const DEFAULT_CONTACT_METHOD = 'Phone'

/** The car the visitor wants to sell or trade in, as the form sends it (all text). */
export type TradeInInput = {
  rego: string
  regoState: string
  kms: string
  make: string
  model: string
  year: string
  condition: string
  accident: string
  serviceHistory: string
  /** Spec: finance, Yes or No (is money owed on the car). */
  finance: string
  /** Spec: PreferredContactMethod. */
  preferredContact: string
}
export type TradeInField = keyof TradeInInput
export type TradeInErrors = Partial<Record<TradeInField, string>>

export const EMPTY_TRADE_IN: TradeInInput = {
  rego: '',
  regoState: '',
  kms: '',
  make: '',
  model: '',
  year: '',
  condition: '',
  accident: '',
  serviceHistory: '',
  finance: '',
  preferredContact: DEFAULT_CONTACT_METHOD,
}

/** Labels in the order the form shows the fields (also the error summary's order). */
export const TRADE_IN_LABELS: Record<TradeInField, string> = {
  rego: 'Registration number',
  regoState: 'Registered in',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  kms: 'Kilometres',
  condition: 'Overall condition',
  accident: 'Has it been in an accident?',
  serviceHistory: 'Service history',
  finance: 'Is there finance owing on it?',
  preferredContact: 'How should we contact you?',
}

/** Australian plates belong to a state; New Zealand's do not. */
export const asksRegoState = (timeZone: string) => checksAustralianPostcodes(timeZone)

/** The lead's subcategory: a valuation request, and later the visitor accepting the dealer's offer (spec). */
export const TRADE_IN_SUBCATEGORY = '1. Valuation Request'

export const INVALID_REGO = 'Enter the registration as on the plate: letters and numbers, up to 9.'
export const INVALID_KMS = 'Enter the kilometres as a whole number, for example 85,000.'
export const CHOOSE_OPTION = 'Choose one of the options in the list.'
export const yearRangeError = (thisYear: number) => `Enter a year between 1950 and ${thisYear + 1}.`

const MAX_KMS = 2_000_000
/** "85,000", "85000" or "85 000" as whole kilometres; NaN otherwise. */
export function readKms(kms: string): number {
  const text = kms.trim().replace(/\s*km$/i, '')
  if (!/^\d{1,3}([,\s]?\d{3})*$/.test(text)) return Number.NaN
  const value = Number(text.replace(/[,\s]/g, ''))
  return value <= MAX_KMS ? value : Number.NaN
}

/** A plate as dealers key it: upper case, no spaces or dashes. */
export const normaliseRego = (rego: string) => rego.toUpperCase().replace(/[\s-]/g, '')

/** An Australian or New Zealand plate: letters and numbers, one to nine of them. */
export const isRego = (rego: string) => /^[A-Z0-9]{1,9}$/.test(normaliseRego(rego))

/**
 * Field errors of a trade-in (empty when it can be sent). Rego, make, model, year and
 * kilometres are required: without them no one can value the car. The state is asked only
 * where the dealer's plates have one (Australia).
 */
export function tradeInErrors(input: TradeInInput, { thisYear, asksState }: { thisYear: number; asksState: boolean }) {
  const errors: TradeInErrors = {}
  const text = (field: TradeInField) => String(input[field] ?? '').trim()
  const choice = (field: TradeInField, options: readonly string[], required: boolean) => {
    if (!text(field)) {
      if (required) errors[field] = REQUIRED
    } else if (!options.includes(text(field))) errors[field] = CHOOSE_OPTION
  }
  if (!text('rego')) errors.rego = REQUIRED
  else if (!isRego(text('rego'))) errors.rego = INVALID_REGO
  choice(
    'regoState',
    AU_STATES.map((state) => state.code),
    asksState,
  )
  if (!asksState && text('regoState')) errors.regoState = CHOOSE_OPTION
  for (const field of ['make', 'model'] as const) {
    if (!text(field)) errors[field] = REQUIRED
    else if (text(field).length > 60) errors[field] = 'Use at most 60 characters.'
  }
  const year = Number(text('year'))
  if (!text('year')) errors.year = REQUIRED
  else if (!/^\d{4}$/.test(text('year')) || year < 1950 || year > thisYear + 1) errors.year = yearRangeError(thisYear)
  if (!text('kms')) errors.kms = REQUIRED
  else if (Number.isNaN(readKms(text('kms')))) errors.kms = INVALID_KMS
  choice('condition', CONDITIONS, false)
  choice('accident', YES_NO, false)
  choice('serviceHistory', SERVICE_HISTORIES, false)
  choice('finance', YES_NO, false)
  choice('preferredContact', CONTACT_METHODS, true)
  return errors
}

/**
 * Spec (trade-in FAQ): cars over 7 years old or with more than 100,000 km generally get no
 * online estimate; the dealer values them in person.
 */
export const valuedInPerson = (car: { year: number; kms: number }, thisYear: number) =>
  thisYear - car.year > 7 || car.kms > 100_000

/** What the visitor reads after sending a trade-in the dealer values in person. */
export const VALUED_IN_PERSON =
  'As your car is over 7 years old or has more than 100,000 km, we will value it in person: we will be in touch to arrange a time.'

/** The trade-in FAQ's questions until the dealer writes their own (the spec's two rules first). */
export const TRADE_IN_FAQ = [
  {
    question: 'Can every car be valued online?',
    answer:
      'Cars over 7 years old or with more than 100,000 km generally get no online estimate: we value them in person.',
  },
  {
    question: 'Is the estimate what you will pay?',
    answer: 'Estimates are indicative and subject to an inspection of the car.',
  },
  {
    question: 'How do you value my car?',
    answer: 'We look at its age, kilometres, condition, service history and what similar cars sell for today.',
  },
  {
    question: 'Do I have to buy a car from you?',
    answer: 'No. We will buy your car outright, whether or not you buy from us.',
  },
  {
    question: 'What if I still owe money on it?',
    answer: 'We pay out your finance company and, where your car is worth more, pay you the difference.',
  },
  {
    question: 'What should I bring?',
    answer: 'Your driver licence, registration papers, service book and every key.',
  },
] as const
