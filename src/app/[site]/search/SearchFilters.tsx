import type { FacetCounts, FacetStats } from '@/search/engine'
import type { SearchQuery, TermFacet } from '@/search/query'
import { FORM_RANGES } from '@/search/searchState'
import { ShowVehiclesButton } from '@/components/ShowVehiclesButton'

/** The facets the filter panel offers as checkboxes, in its order, and their headings. */
const TERM_SECTIONS: { facet: TermFacet; label: string }[] = [
  { facet: 'make', label: 'Make' },
  { facet: 'model', label: 'Model' },
  { facet: 'body', label: 'Body type' },
  { facet: 'fuel', label: 'Fuel' },
  { facet: 'transmission', label: 'Transmission' },
  { facet: 'colour', label: 'Colour' },
  { facet: 'location_name', label: 'Location' },
]

/** The filter panel's range sections; their labels also name the active-filter chips. */
export const RANGE_LABELS: Record<(typeof FORM_RANGES)[number], { label: string; unit: string }> = {
  price: { label: 'Price', unit: '$' },
  year: { label: 'Year', unit: '' },
  km: { label: 'Kilometres', unit: 'km' },
}

const count = new Intl.NumberFormat('en-AU')

type Props = {
  formId: string
  query: SearchQuery
  facets: FacetCounts
  stats: FacetStats
  total: number
  /** Facets fixed by the page's address (a location's stock), not offered as filters. */
  fixed: readonly TermFacet[]
  /** The fixed facets' values as search parameters, for the live count. */
  fixedParams: string
  clearHref: string
}

/**
 * The filter panel: a plain GET form, so it works before (and without) JavaScript. Sections
 * collapse (details/summary); a section is offered when it has a choice to make. Counts are
 * the engine's disjunctive facet counts: each section's numbers ignore its own selection. The
 * submit button's count follows the choices as they are made (ShowVehiclesButton).
 */
export function SearchFilters({ formId, query, facets, stats, total, fixed, fixedParams, clearHref }: Props) {
  const sections = TERM_SECTIONS.filter(({ facet }) => {
    if (fixed.includes(facet)) return false
    const values = Object.keys(facets[facet] ?? {})
    // Models only once a make is chosen (a long list otherwise); other facets when there is a choice.
    if (facet === 'model') return Boolean(query.terms.make?.length) && values.length > 0
    return values.length > 1 || Boolean(query.terms[facet]?.length)
  })
  return (
    <form id={formId} className="search-filters" method="get" role="search" aria-label="Filter stock">
      <p className="search-field">
        <label htmlFor="search-query">Keywords</label>
        <input
          id="search-query"
          name="query"
          type="search"
          defaultValue={query.query}
          placeholder="Make, model or stock number"
          maxLength={100}
        />
      </p>
      {sections.map(({ facet, label }) => {
        const chosen = new Set(query.terms[facet] ?? [])
        const values = Object.entries(facets[facet] ?? {}).sort(([a], [b]) => a.localeCompare(b, 'en-AU'))
        // A chosen value the other filters left no cars for still shows, so it can be unticked.
        for (const value of chosen) if (!values.some(([name]) => name === value)) values.push([value, 0])
        return (
          <details key={facet} className="search-section" open={chosen.size > 0}>
            <summary>{label}</summary>
            <fieldset>
              <legend className="visually-hidden">{label}</legend>
              {values.map(([value, n]) => (
                <label key={value} className="search-option">
                  <input type="checkbox" name={facet} value={value} defaultChecked={chosen.has(value)} />
                  <span>{value}</span> <span className="search-option-count">({count.format(n)})</span>
                </label>
              ))}
            </fieldset>
          </details>
        )
      })}
      {FORM_RANGES.map((facet) => {
        const { label, unit } = RANGE_LABELS[facet]
        const chosen = query.ranges[facet]
        const bounds = stats[facet]
        if (!bounds && !chosen) return null
        const unitText = unit ? ` (${unit})` : ''
        return (
          <details key={facet} className="search-section" open={Boolean(chosen)}>
            <summary>{label}</summary>
            <fieldset className="search-range">
              <legend className="visually-hidden">{label}</legend>
              <p>
                <label htmlFor={`${facet}-min`}>From{unitText}</label>
                <input
                  id={`${facet}-min`}
                  name={`${facet}_min`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  // Any whole number: a step of 1,000 made the browser refuse $25,500 (and km 12,000).
                  step={1}
                  defaultValue={chosen?.min}
                  placeholder={bounds ? count.format(Math.floor(bounds.min)) : undefined}
                />
              </p>
              <p>
                <label htmlFor={`${facet}-max`}>To{unitText}</label>
                <input
                  id={`${facet}-max`}
                  name={`${facet}_max`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  // Any whole number: a step of 1,000 made the browser refuse $25,500 (and km 12,000).
                  step={1}
                  defaultValue={chosen?.max}
                  placeholder={bounds ? count.format(Math.ceil(bounds.max)) : undefined}
                />
              </p>
            </fieldset>
          </details>
        )
      })}
      <p className="search-submit">
        <ShowVehiclesButton formId={formId} initial={total} fixed={fixedParams} />
        <a href={clearHref}>Clear all filters</a>
      </p>
    </form>
  )
}
