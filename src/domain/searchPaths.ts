/**
 * The stock search page's addresses (spec: "car search landing paths built from search
 * state"): one car type -> /search/{type}-cars, new and demo -> /search/new-and-demo-cars,
 * every type (or none chosen) -> /search/new-used-and-demo-cars; facets travel in the query
 * string under their facet names (make_model is "Make|Model").
 */
export type CarType = 'new' | 'used' | 'demo'

export type StockSearch = {
  carTypes?: readonly CarType[]
  makes?: readonly string[]
  makeModel?: { make: string | null; model: string }
  bodies?: readonly string[]
  /** Dollars; either end may be open. */
  price?: { min?: number | null; max?: number | null }
}

/** The landing paths' segments and the car types each lists ([] = every type). */
const LANDINGS: Record<string, CarType[]> = {
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': [],
}

/** The car types a /search/{segment} landing lists ([] = every type), or null when the segment names a location. */
export function landingCarTypes(segment: string): CarType[] | null {
  return Object.hasOwn(LANDINGS, segment) ? [...LANDINGS[segment]!] : null
}

/** A landing's heading: "Used cars" (or the dealer's word for used), "New and demo cars", "New, used and demo cars". */
export function landingTitle(carTypes: readonly CarType[], usedLabel = 'Used'): string {
  const words: Record<CarType, string> = { new: 'New', used: usedLabel, demo: 'Demo' }
  const types = (['new', 'used', 'demo'] as const).filter((type) => carTypes.length === 0 || carTypes.includes(type))
  const named = types.map((type, index) => (index === 0 ? words[type] : words[type].toLowerCase()))
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]
  return `${list} cars`
}

function landingSegment(carTypes: readonly CarType[]): string {
  const types = new Set(carTypes)
  if (types.size === 1) return `${[...types][0]}-cars`
  if (types.size === 2 && types.has('new') && types.has('demo')) return 'new-and-demo-cars'
  return 'new-used-and-demo-cars'
}

/**
 * A range facet as the search address writes it: "10000-30000", "10000-" or "-30000"; null
 * when both ends are open.
 */
export function rangeParam(min: number | string | null | undefined, max: number | string | null | undefined) {
  const low = min === null || min === undefined ? '' : String(min)
  const high = max === null || max === undefined ? '' : String(max)
  return low || high ? `${low}-${high}` : null
}

/**
 * The stock search address for a stock list: one path per car-type combination (a landing
 * path), with chosen makes, a make and model, body types and a price range as query parameters.
 */
export function stockSearchPath(search: StockSearch = {}): string {
  const path = `/search/${landingSegment(search.carTypes ?? [])}`
  const query = new URLSearchParams()
  for (const make of search.makes ?? []) query.append('make', make)
  if (search.makeModel) query.set('make_model', `${search.makeModel.make ?? ''}|${search.makeModel.model}`)
  for (const body of search.bodies ?? []) query.append('body', body)
  const price = rangeParam(search.price?.min, search.price?.max)
  if (price) query.set('price', price)
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

/** Spec: /search/{slug} lists the stock of one location (its slug) or dealership. */
export function locationStockPath(slug: string): string {
  return `/search/${encodeURIComponent(slug)}`
}

/** Spec: a car's detail page is /cars/{slug}, reached from its card's View Details. */
export function carPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`
}
