import { wholeDollars } from '@/domain/carPrice'

/** One answer a visitor gave in a lead form, as staff read it. */
export type LeadAnswer = { label: string; value: string }

/** Labels for the answers the site's forms collect (submitLead's `details`); others are spelled out from their key. */
const LABELS: Record<string, string> = {
  model: 'Model',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  distributionLocation: 'Dealership',
  company: 'Company',
  rego: 'Rego',
  satisfaction: 'Satisfaction',
  department: 'About',
  fleetSize: 'Fleet size',
  amountToBorrow: 'Amount to borrow',
  termsAgreed: 'Agreed to the terms',
  offerFromClient: 'Their offer for the car',
  wantsFinance: 'Wants finance',
  hasTradeIn: 'Has a car to trade in',
  request: 'Request',
  offer_accepted: 'Accepted our offer online',
  acceptedOffer: 'Offer accepted',
  offerLead: 'Lead the offer was made on',
  context: 'Sent from',
  campaign: 'Campaign',
}

/** Answers that are dollar amounts. */
const MONEY = new Set(['amountToBorrow', 'offerFromClient', 'acceptedOffer'])

/** "preferredDate" or "fleet_size" -> "Preferred date", "Fleet size". */
const spelledOut = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function shown(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' && MONEY.has(key)) return wholeDollars(value)
  if (typeof value === 'string' && MONEY.has(key) && /^\d+(\.\d+)?$/.test(value)) return wholeDollars(Number(value))
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
      .map(([innerKey, inner]) => `${spelledOut(innerKey)}: ${shown(innerKey, inner)}`)
      .join(', ')
  return String(value)
}

/** A lead's form answers (its `details`) as labelled rows, in the order the visitor gave them. */
export function leadAnswers(details: unknown): LeadAnswer[] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return []
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => ({ label: LABELS[key] ?? spelledOut(key), value: shown(key, value) }))
    .filter((answer) => answer.value !== '')
}
