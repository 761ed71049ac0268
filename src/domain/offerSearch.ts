// The offers search (spec: /special-offers, "Offers search"): the running offers narrowed by
// category, make and model from the address, 21 a page, each choice with the count it would give.

import { pageOf } from './paging'

export const OFFERS_PER_PAGE = 21
/** Where a search is answered (rendered per request); /special-offers alone is the cached page of all offers. */
export const OFFER_SEARCH_PATH = '/special-offers/search'
export const OFFER_REFINEMENTS = ['category', 'make', 'model'] as const
export type OfferRefinement = (typeof OFFER_REFINEMENTS)[number]

/** What an offer is searched by: its category, its make (the manufacturer's name) and its model's name. */
export type OfferFacts = Record<OfferRefinement, string | null>
export type OfferQuery = Partial<Record<OfferRefinement, string>> & { page: number }
export type OfferFacet = { value: string; count: number; chosen: boolean }

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) || undefined

/** The search in the address (?category=&make=&model=&page=); anything else is ignored. */
export function offerQuery(params: Record<string, string | string[] | undefined>): OfferQuery {
  const page = Number(one(params.page))
  return {
    ...Object.fromEntries(OFFER_REFINEMENTS.flatMap((name) => (one(params[name]) ? [[name, one(params[name])]] : []))),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase()
const matches = (facts: OfferFacts, query: OfferQuery, leaving?: OfferRefinement) =>
  OFFER_REFINEMENTS.every((name) => name === leaving || !query[name] || same(facts[name], query[name]!))

/**
 * The offers the query shows (in the order given) and its page, with each refinement's values:
 * counted among the offers the other refinements leave (choosing one narrows within the rest),
 * sorted by name; a chosen value no offer has is still listed, with 0.
 */
export function searchOffers<T>(offers: T[], factsOf: (offer: T) => OfferFacts, query: OfferQuery) {
  const facts = offers.map((offer) => ({ offer, facts: factsOf(offer) }))
  const found = facts.filter((entry) => matches(entry.facts, query)).map((entry) => entry.offer)
  const facets = Object.fromEntries(
    OFFER_REFINEMENTS.map((name) => {
      const counts = new Map<string, number>()
      for (const entry of facts) {
        const value = entry.facts[name]
        if (value && matches(entry.facts, query, name)) counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      const chosen = query[name]
      if (chosen && ![...counts.keys()].some((value) => same(value, chosen))) counts.set(chosen, 0)
      const values = [...counts].map(([value, count]) => ({ value, count, chosen: !!chosen && same(value, chosen) }))
      return [name, values.sort((a, b) => a.value.localeCompare(b.value))]
    }),
  ) as Record<OfferRefinement, OfferFacet[]>
  const { items, page, pages } = pageOf(found, OFFERS_PER_PAGE, query.page)
  return { offers: items, total: found.length, page, pages, facets }
}

/** The address of a search: its refinements and page (page 1 left out); none is /special-offers. */
export function offerSearchPath(query: OfferQuery): string {
  const params = new URLSearchParams(OFFER_REFINEMENTS.flatMap((name) => (query[name] ? [[name, query[name]!]] : [])))
  if (query.page > 1) params.set('page', String(query.page))
  return params.size ? `${OFFER_SEARCH_PATH}?${params}` : '/special-offers'
}
