import { compareNames } from './nameOrder'

/**
 * How the search panel lists makes and models (spec, section 9): makes show 7 at first with
 * "Show all makes" / "Hide extra makes"; a dealer may sort makes by the number of cars rather
 * than by name, and may break the list after its 20 most popular makes (the rest follow by
 * name); model lists hold at most 30 models.
 */

export const MAKES_SHOWN_FIRST = 7
export const POPULAR_MAKES = 20
export const MODELS_SHOWN = 30

export type FacetOption = { value: string; count: number }
export type MakeListOptions = { byVolume: boolean; popularBreak: boolean }

/** A list of options in two groups: the popular makes first (empty unless the dealer breaks the list), then the rest. */
export type MakeList = { popular: FacetOption[]; others: FacetOption[] }

const byName = (a: FacetOption, b: FacetOption) => compareNames(a.value, b.value)
const byCount = (a: FacetOption, b: FacetOption) => b.count - a.count || byName(a, b)

const optionsOf = (counts: Record<string, number>, chosen: readonly string[]): FacetOption[] => {
  const options = Object.entries(counts).map(([value, count]) => ({ value, count }))
  // A chosen value the other filters left no cars for still shows, so it can be unticked.
  for (const value of chosen) if (!(value in counts)) options.push({ value, count: 0 })
  return options
}

/**
 * Whether the panel offers models: once a make is chosen or fixed by the page (all makes'
 * models would be a long list), and at once where the stock holds one make only (a
 * single-brand dealer, whose make is no choice and so not offered).
 */
export function offersModels(makes: { available: number; chosen: boolean; fixed: boolean }): boolean {
  return makes.chosen || makes.fixed || makes.available === 1
}

/** The makes in the dealer's order. */
export function makeList(
  counts: Record<string, number>,
  chosen: readonly string[],
  { byVolume, popularBreak }: MakeListOptions,
): MakeList {
  const options = optionsOf(counts, chosen)
  if (popularBreak && options.length > POPULAR_MAKES) {
    const popular = [...options].sort(byCount).slice(0, POPULAR_MAKES)
    const others = options.filter((option) => !popular.includes(option)).sort(byVolume ? byCount : byName)
    return { popular, others }
  }
  return { popular: [], others: options.sort(byVolume ? byCount : byName) }
}

/** How many options of a list show before "Show all makes": 7, or all of them when a chosen one is further down. */
export function makesShownFirst(list: readonly FacetOption[], chosen: readonly string[]): number {
  const lastChosen = Math.max(-1, ...chosen.map((value) => list.findIndex((option) => option.value === value)))
  return lastChosen >= MAKES_SHOWN_FIRST ? list.length : Math.min(MAKES_SHOWN_FIRST, list.length)
}

/** Any other facet's options by name; models capped at the 30 with the most cars (chosen ones always kept). */
export function facetList(facet: string, counts: Record<string, number>, chosen: readonly string[]): FacetOption[] {
  let options = optionsOf(counts, chosen)
  if (facet === 'model' && options.length > MODELS_SHOWN) {
    const kept = new Set(
      [...options]
        .sort(byCount)
        .slice(0, MODELS_SHOWN)
        .map((option) => option.value),
    )
    options = options.filter((option) => kept.has(option.value) || chosen.includes(option.value))
  }
  return options.sort(byName)
}
