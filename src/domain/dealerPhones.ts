import { samePhone } from './phone'

export type DealerPhone = { label: 'Main' | 'Sales' | 'Service' | 'Parts'; number: string }

type DealerContact = {
  mainPhone?: string | null
  salesPhone?: string | null
  servicePhone?: string | null
  partsPhone?: string | null
}

/**
 * The dealer's own numbers as the contact page lists them: sales, service and parts where set,
 * and the main number first unless it is one of those (a switchboard that is also the sales
 * line is shown once, as Sales). Each number appears once, under its first label.
 */
export function dealerPhones(contact: DealerContact | null | undefined): DealerPhone[] {
  const entries: DealerPhone[] = []
  const add = (label: DealerPhone['label'], number?: string | null) => {
    const value = number?.trim()
    if (value && !entries.some((entry) => samePhone(entry.number, value))) entries.push({ label, number: value })
  }
  const departments = [
    ['Sales', contact?.salesPhone],
    ['Service', contact?.servicePhone],
    ['Parts', contact?.partsPhone],
  ] as const
  const main = contact?.mainPhone?.trim()
  if (main && !departments.some(([, number]) => number && samePhone(number, main))) add('Main', main)
  for (const [label, number] of departments) add(label, number)
  return entries
}
