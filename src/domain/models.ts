import { stockSearchPath } from './searchPaths'
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

/** What the model helpers read of a model (the CMS's Model has these fields). */
export type ModelLike = {
  name: string
  slug: string
  overrideUrl?: string | null
  status?: string | null
  manufacturer?: { name: string } | number | string | null
}

export const makeOf = (model: ModelLike): string | null =>
  typeof model.manufacturer === 'object' && model.manufacturer ? model.manufacturer.name : null

/** Where a model's page is: its override URL, else /{slug}. */
export const modelPath = (model: ModelLike): string => model.overrideUrl || `/${model.slug}`

/** The dealer's new stock of a model; none for upcoming models (the spec hides Our Stock). */
export const modelStockPath = (model: ModelLike): string | null =>
  model.status === 'coming_soon'
    ? null
    : stockSearchPath({ carTypes: ['new'], makeModel: { make: makeOf(model), model: model.name } })
