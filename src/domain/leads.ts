import type { EnquiryRules } from './enquiry'

/** Kinds of lead, with the spec's analytics event for a successful submission where it names one. */
export const LEAD_CATEGORIES = [
  { value: 'general', label: 'General enquiry', event: 22, rules: { messageRequired: true, postcodeRequired: false, termsRequired: false } },
  { value: 'fleet', label: 'Fleet enquiry', event: 19, rules: { messageRequired: true, postcodeRequired: false, termsRequired: false } },
] as const satisfies readonly { value: string; label: string; event: number; rules: EnquiryRules }[]

export type LeadCategory = (typeof LEAD_CATEGORIES)[number]['value']

export const leadCategory = (value: unknown) => LEAD_CATEGORIES.find((category) => category.value === value) ?? null

/** Fleet enquiries also ask for the business and how many vehicles it runs. */
export const FLEET_SIZES = ['1-5', '6-20', '21-50', 'More than 50'] as const
