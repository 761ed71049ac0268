import type { Tenant } from '@/payload-types'
import { carCardSettings } from '@/components/carCardSettings'
import { listedCarOf, type ListedCar } from '@/content/cars'
import { carSpecifications } from '@/content/carSpecifications'
import { priceDisplay, priceText } from '@/domain/carPrice'
import { carTitle } from '@/domain/carTitle'
import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import { listedRepayment, type ListedRepayment } from '@/domain/financeEstimate'
import { differs } from '@/domain/shortlist'
import { siteSettings } from '@tenants/settings'

/** What the compare page shows of one car it was asked for: the car, or that it is no longer listed. */
export type ComparedCar = { slug: string; title: string; listed: ListedCar | null }
export type CompareRow = { label: string; values: (string | null)[]; differs: boolean }
export type CompareGroup = { id: string; title: string; rows: CompareRow[] }

/** The row with each car's finance estimate (the table prints the dealer's small print under it). */
export const FINANCE_ROW = 'Finance estimate'

/** Rows every car differs in by nature, which would only mark every line of the table. */
const repaymentLine = (repayment: ListedRepayment | null) =>
  repayment
    ? `${repaymentText(repayment.weekly)} per week*, ${ratePerYear(repayment.interestRate)} interest rate, ${ratePerYear(repayment.comparisonRate)} comparison rate*`
    : null
const NOT_COMPARED = new Set(['Stock number', 'VIN', 'Registration', 'Registration expiry'])

/** The cars named in a compare address, as the site lists them now ('unavailable' when stock cannot be read). */
export async function comparedCars(tenant: Tenant, slugs: string[]): Promise<ComparedCar[] | 'unavailable'> {
  const found = await Promise.all(slugs.map((slug) => listedCarOf(tenant, slug)))
  if (found.includes('unavailable')) return 'unavailable'
  const titleFormat = siteSettings(tenant).stock.titleFormat
  return slugs.map((slug, index) => {
    const listed = found[index] as ListedCar | null
    return { slug, title: listed ? carTitle(listed.listing, titleFormat) : 'No longer listed', listed }
  })
}

/**
 * The table's groups: price and finance first, then each specification group of the car
 * page, a row wherever one of the cars has a value, marked where the cars differ.
 */
export function compareGroups(tenant: Tenant, cars: ComparedCar[], now: Date): CompareGroup[] {
  const settings = siteSettings(tenant)
  const card = carCardSettings(tenant, now)
  const listed = cars.map((entry) => entry.listed)
  const row = (label: string, values: (string | null)[]): CompareRow => ({
    label,
    values,
    differs: differs(values.filter((value, index) => listed[index] !== null).map((value) => value ?? '')),
  })
  const money = [
    row(
      'Price',
      listed.map((entry) =>
        entry ? priceText(priceDisplay(entry.listing, card.prices), entry.listing.price_type) : null,
      ),
    ),
    ...(card.finance
      ? [
          row(
            FINANCE_ROW,
            listed.map((entry) => (entry ? repaymentLine(listedRepayment(entry.listing)) : null)),
          ),
        ]
      : []),
  ]
  const specifications = listed.map((entry) =>
    entry ? carSpecifications(entry.car, entry.listing, settings, now) : [],
  )
  const groups = new Map<string, { title: string; labels: string[] }>()
  for (const car of specifications)
    for (const group of car) {
      const known = groups.get(group.id) ?? { title: group.title, labels: [] }
      for (const { label } of group.rows)
        if (!NOT_COMPARED.has(label) && !known.labels.includes(label)) known.labels.push(label)
      groups.set(group.id, known)
    }
  const valueOf = (index: number, id: string, label: string) =>
    specifications[index]!.find((group) => group.id === id)?.rows.find((entry) => entry.label === label)?.value ?? null
  return [
    { id: 'price', title: 'Price', rows: money },
    ...[...groups].flatMap(([id, { title, labels }]) =>
      labels.length
        ? [
            {
              id,
              title,
              rows: labels.map((label) =>
                row(
                  label,
                  listed.map((_, index) => valueOf(index, id, label)),
                ),
              ),
            },
          ]
        : [],
    ),
  ]
}
