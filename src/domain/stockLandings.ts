import { slugify } from './slug'

/**
 * The stock search's landing pages for a make, a make and model and a body type (spec:
 * /search/{make}, /search/{make}/{model}, /search/{body}): each lists that part of the
 * dealer's stock under its own address, title and sitemap entry. A landing exists only while
 * the dealer's stock has cars of it, so the addresses come from the stock's own values.
 */
export type StockValues = {
  makes: readonly string[]
  /** "Make|Model", as the search's make_model facet. */
  makeModels: readonly string[]
  bodies: readonly string[]
}

export type StockLanding =
  | { kind: 'make'; make: string; title: string; path: string }
  | { kind: 'model'; make: string; model: string; title: string; path: string }
  | { kind: 'body'; body: string; title: string; path: string }

const BODY_PLURALS: Record<string, string> = {
  'People Mover': 'People movers',
  SUV: 'SUVs',
  Bus: 'Buses',
  Hatch: 'Hatches',
}

/** "SUVs", "Hatches", "Utes", "People movers". */
export const bodyTitle = (body: string) => BODY_PLURALS[body] ?? `${body}s`

export const makeLandingPath = (make: string) => `/search/${slugify(make)}`
export const modelLandingPath = (make: string, model: string) => `/search/${slugify(make)}/${slugify(model)}`
export const bodyLandingPath = (body: string) => `/search/${slugify(body)}`

const splitMakeModel = (value: string) => {
  const [make = '', model = ''] = value.split('|')
  return { make, model }
}

/**
 * The landing an address names, or null. A body type wins over a make of the same slug (no
 * such pair exists among Australian makes); the car-type and location landings are matched
 * before this (they are the dealer's own words).
 */
export function stockLandingOf(segments: readonly string[], values: StockValues): StockLanding | null {
  const [first, second, ...rest] = segments
  if (!first || rest.length) return null
  if (second === undefined) {
    const body = values.bodies.find((candidate) => candidate !== 'Other' && slugify(candidate) === first)
    if (body) return { kind: 'body', body, title: bodyTitle(body), path: bodyLandingPath(body) }
    const make = values.makes.find((candidate) => slugify(candidate) === first)
    return make ? { kind: 'make', make, title: `${make} cars`, path: makeLandingPath(make) } : null
  }
  const pair = values.makeModels
    .map(splitMakeModel)
    .find(({ make, model }) => slugify(make) === first && slugify(model) === second)
  return pair
    ? { kind: 'model', ...pair, title: `${pair.make} ${pair.model}`, path: modelLandingPath(pair.make, pair.model) }
    : null
}

/** Every make, model and body landing of the stock, for the sitemap. */
export function stockLandingPaths(values: StockValues): string[] {
  const bodies = values.bodies.filter((body) => body !== 'Other').map(bodyLandingPath)
  const makes = values.makes.map(makeLandingPath)
  const models = values.makeModels.map(splitMakeModel).map(({ make, model }) => modelLandingPath(make, model))
  return [...new Set([...bodies, ...makes, ...models])]
}
