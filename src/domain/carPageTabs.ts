/**
 * The car page's tabs (spec: Dealer Comments, What's Included, Why Buy From Us?, Reserve
 * Online, Protect Your Car, Features). The three the dealer writes are CMS content, each
 * with variants for kinds of car (the used-car text only on used cars, the certified
 * benefits only on certified cars); a car shows, per tab, the most specific text it has.
 */
export const DEALER_TABS = [
  { value: 'whats-included', title: 'What’s Included' },
  { value: 'why-buy', title: 'Why Buy From Us?' },
  { value: 'protect', title: 'Protect Your Car' },
] as const
export type DealerTab = (typeof DEALER_TABS)[number]['value']

export const TAB_AUDIENCES = [
  { value: 'new', label: 'New cars' },
  { value: 'used', label: 'Used cars' },
  { value: 'demo', label: 'Demo cars' },
  { value: 'certified', label: 'Certified cars' },
] as const
export type TabAudience = (typeof TAB_AUDIENCES)[number]['value']

export type TabSection = { tab: DealerTab; showFor?: readonly TabAudience[] | null }

/** How a tab's text is named in the admin's list: "What’s Included: Used cars, Demo cars". */
export function tabSectionName(tab: unknown, showFor: readonly unknown[] | null | undefined): string {
  const title = DEALER_TABS.find((entry) => entry.value === tab)?.title ?? 'Tab'
  const audiences = (showFor ?? []).map(
    (value) => TAB_AUDIENCES.find((audience) => audience.value === value)?.label ?? String(value),
  )
  return `${title}: ${audiences.length ? audiences.join(', ') : 'every car'}`
}

/**
 * For each dealer tab, in the spec's order, the section this car shows: one for certified
 * cars when the car is certified, else one for its car type, else one for every car (no
 * kinds chosen). Tabs without a section for the car are left out.
 */
export function sectionsForCar<S extends TabSection>(
  sections: readonly S[],
  car: { carType: string; certified: boolean },
): { tab: DealerTab; title: string; section: S }[] {
  const rank = (section: S): number | null => {
    const audiences = section.showFor ?? []
    if (audiences.length === 0) return 1
    if (car.certified && audiences.includes('certified')) return 3
    if (audiences.includes(car.carType as TabAudience)) return 2
    return null
  }
  return DEALER_TABS.flatMap(({ value, title }) => {
    const best = sections
      .filter((section) => section.tab === value)
      .map((section) => ({ section, rank: rank(section) }))
      .filter((entry): entry is { section: S; rank: number } => entry.rank !== null)
      .sort((a, b) => b.rank - a.rank)[0]
    return best ? [{ tab: value, title, section: best.section }] : []
  })
}
