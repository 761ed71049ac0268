import { enquiryErrors, REQUIRED, type EnquiryInput, type EnquiryRules } from './enquiry'
import { localTime } from './dates'
import { priceBoundsMessage } from './finance'
import { offerAmountError } from './carEnquiry'
import { testDriveTimeErrors, type DealershipHours } from './testDriveTimes'
import { INVALID_REGO, isRego } from './tradeIn'

/** Kinds of lead, with the spec's analytics event for a successful submission where it names one. */
export const LEAD_CATEGORIES = [
  { value: 'general', label: 'General enquiry', event: 22 },
  // Spec: the quick-enquiry modal (name, postcode, phone, email, dealership), a general enquiry's event.
  { value: 'quick', label: 'Quick enquiry', event: 22 },
  { value: 'fleet', label: 'Fleet enquiry', event: 19 },
  { value: 'test-drive', label: 'Test drive booking', event: 17 },
  { value: 'finance', label: 'Finance enquiry', event: null },
  { value: 'careers', label: 'Careers enquiry', event: 51 },
  // Spec: the review feedback page's bad-experience path, /customer-feedback-survey.
  { value: 'feedback', label: 'Customer feedback', event: null },
  // Sell or trade in a car (tradeIn.ts); the spec names no event for it.
  { value: 'trade-in', label: 'Trade-in valuation', event: null },
  // An enquiry about one car: its event depends on the car (carEnquiry.ts carEnquiryEvent).
  { value: 'vehicle', label: 'Vehicle enquiry', event: null },
  // A deposit paid online (src/features/reservations): made by the server, never sent as a form.
  { value: 'reservation', label: 'Online reservation', event: null },
] as const satisfies readonly { value: string; label: string; event: number | null }[]

export type LeadCategory = (typeof LEAD_CATEGORIES)[number]['value']

export const leadCategory = (value: unknown) => LEAD_CATEGORIES.find((category) => category.value === value) ?? null

/** The kinds of lead a visitor's form sends; a reservation's lead only follows a payment. */
export const formLeadCategory = (value: unknown) => (value === 'reservation' ? null : leadCategory(value))

/** Fleet enquiries also ask for the business and how many vehicles it runs. */
export const FLEET_SIZES = ['1-5', '6-20', '21-50', 'More than 50'] as const

/** The customer feedback survey's questions: how satisfied, and with which part of the business. */
export const SATISFACTION = [
  'Very satisfied',
  'Satisfied',
  'Neither satisfied nor dissatisfied',
  'Dissatisfied',
  'Very dissatisfied',
] as const
export const FEEDBACK_DEPARTMENTS = ['Sales', 'Service', 'Parts', 'Finance'] as const

/** Spec: the enquiry categories, with the word "Enquiry" replaced by the dealer's own term. */
const SUBJECTS = ['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry'] as const
export const enquirySubjects = (term: string): string[] =>
  SUBJECTS.map((subject) => subject.replace('Enquiry', term.trim() || 'Enquiry'))

/** Forms whose own fields say what the visitor wants, so a message is extra. */
const MESSAGE_OPTIONAL = new Set<LeadCategory>(['test-drive', 'finance', 'trade-in'])

/** Spec: the quick enquiry asks no message at all. */
export const asksMessage = (category: LeadCategory) => category !== 'quick'

/**
 * What a form of this kind asks for, from the dealer's settings. Spec: the message is required
 * by default (a dealer may turn that off; a test drive's, finance or trade-in enquiry's is always optional), the
 * postcode where the dealer asks for it, and the terms
 * checkbox appears, and is required, only where the dealer sets a disclaimer.
 */
export function enquiryRules(
  category: LeadCategory,
  settings: { messageRequired: boolean; postcodeRequired?: boolean; disclaimer?: string | null },
): EnquiryRules {
  const quick = category === 'quick'
  return {
    // Feedback is what the visitor tells us: never without it.
    messageRequired:
      category === 'feedback' || (MESSAGE_OPTIONAL.has(category) || quick ? false : settings.messageRequired),
    // Spec: the quick enquiry's postcode is required (exactly 4 digits); every form's in one
    // dealer's variant, except the fleet enquiry, which asks none.
    postcodeRequired: quick || (category !== 'fleet' && Boolean(settings.postcodeRequired)),
    termsRequired: Boolean(settings.disclaimer?.trim()),
  }
}

export const CHOOSE_FROM_LIST = 'Choose one of the options in the list.'
export const BOOKING_DATE_PAST = 'Choose a date from today on.'
export const BOOKING_DATE_TOO_FAR = 'Choose a date within the next six months.'
const BOOKING_WINDOW_DAYS = 183

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000

/** A test drive's preferred day (YYYY-MM-DD): optional; from the dealer's today, at most six months ahead. */
export function bookingDateError(day: string, today: string): string | undefined {
  if (!day) return undefined
  if (!DAY.test(day) || Number.isNaN(dayNumber(day))) return 'Enter the date as day, month and year.'
  if (dayNumber(day) < dayNumber(today)) return BOOKING_DATE_PAST
  if (dayNumber(day) > dayNumber(today) + BOOKING_WINDOW_DAYS) return BOOKING_DATE_TOO_FAR
  return undefined
}

export type LeadInput = EnquiryInput & {
  subject: string
  location: string
  model: string
  preferred_date: string
  /** A test drive's start time (HH:MM), within the dealership's sales hours that day. */
  preferred_time: string
  /** Spec: where the test drive happens, when the car's location has distribution locations. */
  distribution_location: string
  company: string
  fleet_size: string
  amount: string
  /** Make an Offer's amount (spec: offer_from_client). */
  offer_from_client: string
  /** A car enquiry: the visitor would like finance (spec: opt_in_finance, optional). */
  opt_in_finance: boolean
  /** A car enquiry: the visitor has a car to trade in (spec: opt_in_trade, optional). */
  opt_in_trade: boolean
  /** Spec: Rego, optional, on the general enquiry where the dealer asks for it (a service booking's car). */
  rego: string
  /** The feedback survey: how satisfied (required) and with which part of the business. */
  satisfaction: string
  department: string
}
export type LeadErrors = Partial<Record<keyof LeadInput, string>>

/** Spec: the car page's enquiry goes in steps; the first asks what the visitor wants, the last who they are and sends. */
export const CAR_ENQUIRY_STEPS = [
  { title: 'Your enquiry', fields: ['message', 'opt_in_finance', 'opt_in_trade'] },
  {
    title: 'Your details',
    fields: ['name', 'last_name', 'email', 'phone', 'postcode', 'opt_in', 'terms_agreed'],
  },
] as const satisfies readonly { title: string; fields: readonly (keyof LeadInput)[] }[]

/**
 * The choices a form offered. A select shown with several options is required (spec: category
 * and dealership selects); a value must be one of the options, so a crafted request cannot
 * name another dealer's location.
 */
export type LeadForm = {
  rules: EnquiryRules
  subjects: readonly string[]
  locations: readonly string[]
  models: readonly string[]
  fleetSizes: readonly string[]
  /** The amount to borrow a finance enquiry may name: the dealer's calculator price limits. */
  amountRange: { priceMin: number; priceMax: number } | null
  /** Make an Offer: the amount is required. */
  offerRequired: boolean
  today: string
  /**
   * A test drive: each dealership's hours (by site slug) on the dealer's clock, and the car it
   * is about, whose dealership it keeps (testDriveDealership).
   */
  booking: {
    hoursBySite: Readonly<Record<string, DealershipHours>>
    car?: { dealership?: string | null }
    timeZone: string
    now: Date
  } | null
  /** A test drive of a car whose department names places for one: the visitor picks one of them. */
  distributionLocations: readonly string[]
  /** The form asks for the visitor's car's registration (optional). */
  asksRego?: boolean
  /** The customer feedback survey: its two questions are asked. */
  feedback?: boolean
}

/** An amount typed as "$25,000" or "25000": whole dollars, or NaN. */
export const readAmount = (amount: string) =>
  /^\$?\s*\d{1,3}(,?\d{3})*$/.test(amount.trim()) ? Number(amount.replace(/[$,\s]/g, '')) : Number.NaN

/** Spec: the dealership select auto-selects when only one option exists. */
export const chosenLocation = (value: string, locations: readonly { value: string }[]): string =>
  value || (locations.length === 1 ? locations[0]!.value : '')

/** Where a test drive happens: the car's dealership when it is about a car, else the one chosen. */
export const testDriveDealership = (
  car: { dealership?: string | null } | undefined,
  location: string,
  locations: readonly { value: string }[],
): string => (car ? (car.dealership ?? '') : chosenLocation(location, locations))

export function leadErrors(input: LeadInput, form: LeadForm): LeadErrors {
  const errors: LeadErrors = { ...enquiryErrors(input, form.rules) }
  const choice = (
    field: 'subject' | 'location' | 'model' | 'fleet_size' | 'distribution_location' | 'satisfaction' | 'department',
    options: readonly string[],
    required: boolean,
    value = input[field],
  ) => {
    if (!value) {
      if (required) errors[field] = REQUIRED
    } else if (!options.includes(value)) errors[field] = CHOOSE_FROM_LIST
  }
  choice('subject', form.subjects, form.subjects.length > 0)
  // A sole dealership counts as chosen (chosenLocation), so the choice is missing only when there are several.
  choice(
    'location',
    form.locations,
    form.locations.length > 0,
    chosenLocation(
      input.location,
      form.locations.map((value) => ({ value })),
    ),
  )
  choice('model', form.models, false)
  choice('fleet_size', form.fleetSizes, false)
  choice('distribution_location', form.distributionLocations, form.distributionLocations.length > 0)
  if (form.feedback) {
    choice('satisfaction', SATISFACTION, true)
    choice('department', FEEDBACK_DEPARTMENTS, false)
  }
  if (form.amountRange && input.amount.trim()) {
    const amount = readAmount(input.amount)
    if (!(amount >= form.amountRange.priceMin && amount <= form.amountRange.priceMax))
      errors.amount = priceBoundsMessage(form.amountRange)
  }
  if (form.offerRequired) {
    const offerError = offerAmountError(input.offer_from_client ?? '')
    if (offerError) errors.offer_from_client = offerError
  }
  if (form.asksRego && input.rego?.trim() && !isRego(input.rego)) errors.rego = INVALID_REGO
  const dateError = bookingDateError(input.preferred_date, form.today)
  if (dateError) errors.preferred_date = dateError
  else if (form.booking) {
    const site = testDriveDealership(
      form.booking.car,
      input.location,
      form.locations.map((value) => ({ value })),
    )
    Object.assign(errors, testDriveTimeErrors(input, form.booking.hoursBySite[site] ?? null, form.booking))
  }
  return errors
}

/** The checks for what a dealer's form offered (its options as shown), on the dealer's calendar day. */
export function leadFormOf(
  offered: Omit<
    LeadForm,
    'subjects' | 'locations' | 'models' | 'today' | 'offerRequired' | 'booking' | 'distributionLocations'
  > & {
    category: string
    subjects: readonly string[]
    locations: readonly { value: string }[]
    models: readonly { value: string }[]
    timeZone: string
    /** Each dealership's (site's) sales hours, for a test drive's time. */
    hours: Readonly<Record<string, DealershipHours>>
  },
  now = new Date(),
  about: {
    offerRequired?: boolean
    /** The car the form is about: its dealership and the places its department names for test drives. */
    car?: { dealership?: string | null; distributionLocations?: readonly string[] }
  } = {},
): LeadForm {
  return {
    offerRequired: about.offerRequired ?? false,
    booking:
      offered.category === 'test-drive'
        ? { hoursBySite: offered.hours, car: about.car, timeZone: offered.timeZone, now }
        : null,
    distributionLocations: offered.category === 'test-drive' ? (about.car?.distributionLocations ?? []) : [],
    rules: offered.rules,
    subjects: offered.subjects,
    locations: offered.locations.map((l) => l.value),
    models: offered.models.map((m) => m.value),
    fleetSizes: offered.fleetSizes,
    amountRange: offered.amountRange,
    asksRego: offered.asksRego,
    feedback: offered.category === 'feedback',
    today: localTime(now, offered.timeZone).date,
  }
}

/**
 * Leads one visitor's address may send one dealer site in a window: more than a person
 * enquiring about several cars needs, few enough that a script cannot bury the dealer's
 * real enquiries. Invalid attempts do not count (a visitor fixing mistakes is not limited).
 */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const
export const TOO_MANY_LEADS =
  'You have sent several enquiries in the last few minutes. Please wait a little before sending another, or call us.'

/** Where staff are with a lead: the follow-up status they set in the admin. */
export const LEAD_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Closed', value: 'closed' },
] as const

/** Labels in the order the fields appear, which is also the error summary's order. */
export const LEAD_FIELD_LABELS: Record<keyof LeadInput, string> = {
  subject: 'Enquiry type',
  location: 'Dealership',
  distribution_location: 'Test drive location',
  model: 'Model',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  amount: 'Amount to borrow',
  offer_from_client: 'Your offer',
  company: 'Business name',
  fleet_size: 'Fleet size',
  postcode: 'Postcode',
  rego: 'Rego',
  satisfaction: 'How satisfied were you?',
  department: 'With',
  message: 'Comments',
  opt_in_finance: 'Finance',
  opt_in_trade: 'Trade-in',
  opt_in: 'Offers and updates',
  terms_agreed: 'Terms',
}
