import Link from 'next/link'
import { OFFER_REFINEMENTS, OFFER_SEARCH_PATH, type OfferFacet, type OfferRefinement } from '@/domain/offerSearch'
import './offer-filters.css'

const LABELS: Record<OfferRefinement, { label: string; all: string }> = {
  category: { label: 'Category', all: 'All categories' },
  make: { label: 'Make', all: 'All makes' },
  model: { label: 'Model', all: 'All models' },
}

/**
 * The offers search's choices as a form the browser sends by itself (GET /special-offers/search), each
 * value with the number of offers it gives; a list with no values is left out.
 */
export function OfferFilters({ facets, total }: { facets: Record<OfferRefinement, OfferFacet[]>; total: number }) {
  const shown = OFFER_REFINEMENTS.filter((name) => facets[name].length > 0)
  const narrowed = OFFER_REFINEMENTS.some((name) => facets[name].some((facet) => facet.chosen))
  return (
    <form className="offer-filters" method="get" action={OFFER_SEARCH_PATH} aria-label="Find an offer">
      {shown.map((name) => (
        <p key={name} className="offer-filter">
          <label htmlFor={`offer-${name}`}>{LABELS[name].label}</label>
          <select id={`offer-${name}`} name={name} defaultValue={facets[name].find((f) => f.chosen)?.value ?? ''}>
            <option value="">{LABELS[name].all}</option>
            {facets[name].map((facet) => (
              <option key={facet.value} value={facet.value}>
                {facet.value} ({facet.count})
              </option>
            ))}
          </select>
        </p>
      ))}
      <p className="offer-filter-actions">
        <button type="submit" className="button">
          Show offers
        </button>
        {narrowed ? <Link href="/special-offers">Clear</Link> : null}
      </p>
      <p className="offer-count" role="status">
        {total === 1 ? '1 offer' : `${total} offers`}
      </p>
    </form>
  )
}
