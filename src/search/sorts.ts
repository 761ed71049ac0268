// The result orders, apart from the query model so the browser's code can name them without
// loading the query parser (and zod).
export const SORTS = [
  'custom_rank',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'newest',
] as const
export type SortKey = (typeof SORTS)[number]

/** The order results come in unless the visitor or the block chooses another (the dealer's ranking). */
export const DEFAULT_SORT: SortKey = 'custom_rank'

/** How each order reads in the sort menu. */
export const SORT_LABELS: Record<SortKey, string> = {
  custom_rank: 'Recommended',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  year_asc: 'Year: oldest first',
  km_asc: 'Kilometres: lowest first',
  km_desc: 'Kilometres: highest first',
  newest: 'Recently added',
}

/** The sorts the menu offers: kilometre sorts only where the dealer offers them (and the one in use). */
export function offeredSorts(kilometreSorts: boolean, current: SortKey): SortKey[] {
  return SORTS.filter((sort) => kilometreSorts || !sort.startsWith('km_') || sort === current)
}
