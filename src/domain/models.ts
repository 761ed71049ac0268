/** Mega-menu model categories, in the spec's display order; only categories with models are shown. */
export const MODEL_CATEGORIES = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const
export type ModelCategory = (typeof MODEL_CATEGORIES)[number]

export const MODEL_STATUSES = ['new', 'coming_soon'] as const
export type ModelStatus = (typeof MODEL_STATUSES)[number]

/** Spec: coming_soon reads "Upcoming", any other status "All-New", no status no label. */
export function modelLabel(status: string | null | undefined): 'Upcoming' | 'All-New' | null {
  if (!status) return null
  return status === 'coming_soon' ? 'Upcoming' : 'All-New'
}
