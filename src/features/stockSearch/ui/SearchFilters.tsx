import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FacetCounts, FacetStats } from '@/search/engine'
import { HIDE_RESERVED, type SearchQuery, type TermFacet } from '@/search/query'
import type { SearchChange } from '@/search/searchState'
import { FORM_RANGES } from '@/search/searchState'
import { directoryPath } from '@/domain/stockDirectory'
import {
  facetList,
  makeList,
  makesShownFirst,
  offersModels,
  type FacetOption,
  type MakeListOptions,
} from '@/domain/facetLists'
import { RangeFilter } from './RangeFilter'
import { formatNumber } from '@/domain/numbers'

/** Spec: the keyword box searches 300 ms after the visitor stops typing. */
export const KEYWORD_WAIT_MS = 300

const STATUS_LABELS: Record<string, string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
  under_offer: 'Under offer',
}

/** The facets the filter panel offers as checkboxes, in its order, their headings and how a value reads. */
const TERM_SECTIONS: { facet: TermFacet; label: string; valueLabel?: (value: string) => string }[] = [
  { facet: 'make', label: 'Make' },
  { facet: 'model', label: 'Model' },
  { facet: 'badge', label: 'Badge' },
  { facet: 'body', label: 'Body type' },
  { facet: 'fuel', label: 'Fuel' },
  { facet: 'transmission', label: 'Transmission' },
  { facet: 'drive', label: 'Drive type' },
  { facet: 'seats', label: 'Seats', valueLabel: (value) => `${value} seats` },
  { facet: 'colour', label: 'Colour' },
  { facet: 'certified', label: 'Certified', valueLabel: (value) => (value === 'true' ? 'Certified' : 'Not certified') },
  { facet: 'categories', label: 'Category' },
  { facet: 'tag', label: 'Tag' },
  { facet: 'location_name', label: 'Location' },
  { facet: 'dealership_name', label: 'Dealership' },
  { facet: 'city', label: 'City' },
  { facet: 'state', label: 'State' },
  { facet: 'status', label: 'Availability', valueLabel: (value) => STATUS_LABELS[value] ?? value },
]

/** The filter panel's range sections; their labels also name the active-filter chips. */
export const RANGE_LABELS: Record<(typeof FORM_RANGES)[number], { label: string; unit: string }> = {
  price: { label: 'Price', unit: '$' },
  year: { label: 'Year', unit: '' },
  km: { label: 'Kilometres', unit: 'km' },
}

type Props = {
  formId: string
  query: SearchQuery
  facets: FacetCounts
  stats: FacetStats
  total: number
  /** Facets fixed by the page's address (a location's stock, a make), not offered as filters. */
  fixed: readonly TermFacet[]
  clearHref: string
  /** Whether the page runs (live search); without it the panel is a plain GET form. */
  live: boolean
  /** How the dealer orders its makes. */
  makeOrder: MakeListOptions
  /** Each make's logo, shown beside its name. */
  makeLogos: Record<string, string>
  /** The dealer uses the spec's fixed price slider ($5,000 to $250,000 in $500 steps). */
  fixedPriceSlider: boolean
  onChange: (change: SearchChange) => void
  onClear: () => void
  /** "Show Me N vehicles" once the search follows the panel: to the top of the results. */
  onShow: () => void
}

/**
 * The filter panel. Without JavaScript a plain GET form with a submit button ("Show Me N
 * vehicles"); with it, every tick, range and keyword applies as it is made (the live search)
 * and the button takes the visitor to the results. Sections collapse (details/summary); a
 * section is offered when it has a choice to make. Counts are the engine's disjunctive facet
 * counts: each section's numbers ignore its own selection.
 */
export function SearchFilters({
  formId,
  query,
  facets,
  stats,
  total,
  fixed,
  clearHref,
  live,
  makeOrder,
  makeLogos,
  fixedPriceSlider,
  onChange,
  onClear,
  onShow,
}: Props) {
  const sections = TERM_SECTIONS.filter(({ facet }) => {
    if (fixed.includes(facet)) return false
    const values = Object.keys(facets[facet] ?? {})
    // Models when a make is settled (offersModels); other facets when there is a choice.
    if (facet === 'model')
      return (
        values.length > 0 &&
        offersModels({
          available: Object.keys(facets.make ?? {}).length,
          chosen: Boolean(query.terms.make?.length),
          fixed: fixed.includes('make'),
        })
      )
    return values.length > 1 || Boolean(query.terms[facet]?.length)
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!live) return
    event.preventDefault()
    onShow()
  }
  return (
    <form id={formId} className="search-filters" method="get" role="search" aria-label="Filter stock" onSubmit={submit}>
      <KeywordField query={query.query} live={live} onChange={onChange} />
      {sections.map(({ facet, label, valueLabel }) =>
        facet === 'make' ? (
          <MakeSection
            key={facet}
            counts={facets.make ?? {}}
            chosen={query.terms.make ?? []}
            order={makeOrder}
            logos={makeLogos}
            live={live}
            onChange={onChange}
          />
        ) : (
          <TermSection
            key={facet}
            facet={facet}
            label={label}
            valueLabel={valueLabel}
            options={facetList(facet, facets[facet] ?? {}, query.terms[facet] ?? [])}
            chosen={query.terms[facet] ?? []}
            onChange={onChange}
          />
        ),
      )}
      <ReservedToggle hidden={Boolean(query.hideReserved)} onChange={onChange} />
      {FORM_RANGES.map((facet) => {
        const chosen = query.ranges[facet]
        if (!stats[facet] && !chosen) return null
        return (
          <RangeFilter
            key={facet}
            facet={facet}
            {...RANGE_LABELS[facet]}
            chosen={chosen}
            stats={stats[facet]}
            fixedScale={facet === 'price' && fixedPriceSlider}
            live={live}
            onCommit={(range) => onChange({ kind: 'range', facet, ...range })}
          />
        )
      })}
      <p className="search-submit">
        <button type="submit" className="button">
          Show Me {formatNumber(total)} vehicles
        </button>
        <a
          href={clearHref}
          onClick={(event) => {
            if (!live) return
            event.preventDefault()
            onClear()
          }}
        >
          Clear all filters
        </a>
      </p>
    </form>
  )
}

/** Leaves out cars the dealer reserved and cars a buyer holds online (a GET parameter without JavaScript). */
function ReservedToggle({ hidden, onChange }: { hidden: boolean; onChange: (change: SearchChange) => void }) {
  return (
    <p className="search-option search-hide-reserved">
      <input
        id="search-hide-reserved"
        type="checkbox"
        name={HIDE_RESERVED}
        value="true"
        checked={hidden}
        onChange={(event) => onChange({ kind: 'hideReserved', hidden: event.currentTarget.checked })}
      />
      <label htmlFor="search-hide-reserved">Hide reserved cars</label>
    </p>
  )
}

function KeywordField({
  query,
  live,
  onChange,
}: {
  query: string
  live: boolean
  onChange: (change: SearchChange) => void
}) {
  const [text, setText] = useState(query)
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<number | undefined>(undefined)
  // The search changed elsewhere (a chip, Back): the box shows it, unless the visitor is typing in it.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(query)
  }, [query])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <p className="search-field">
      <label htmlFor="search-query">Keywords</label>
      <input
        ref={input}
        id="search-query"
        name="query"
        type="search"
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value
          setText(next)
          if (!live) return
          window.clearTimeout(timer.current)
          timer.current = window.setTimeout(() => {
            if (next.trim() !== query) onChange({ kind: 'keywords', text: next })
          }, KEYWORD_WAIT_MS)
        }}
        placeholder="Make, model or stock number"
        maxLength={100}
      />
    </p>
  )
}

function TermSection({
  facet,
  label,
  valueLabel,
  options,
  chosen,
  onChange,
}: {
  facet: TermFacet
  label: string
  valueLabel?: (value: string) => string
  options: FacetOption[]
  chosen: readonly string[]
  onChange: (change: SearchChange) => void
}) {
  // Open where something is chosen when the panel first shows; afterwards the visitor decides.
  const [initiallyOpen] = useState(chosen.length > 0)
  return (
    <details className="search-section" open={initiallyOpen}>
      <summary>{label}</summary>
      <fieldset>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <FacetCheckbox
            key={option.value}
            facet={facet}
            option={option}
            label={valueLabel}
            chosen={chosen}
            onChange={onChange}
          />
        ))}
      </fieldset>
    </details>
  )
}

/**
 * Makes in the dealer's order: 7 at first, then "Show all makes" / "Hide extra makes" (all of
 * them without JavaScript); with a popular-makes break, the 20 most popular come first.
 */
function MakeSection({
  counts,
  chosen,
  order,
  logos,
  live,
  onChange,
}: {
  counts: Record<string, number>
  chosen: readonly string[]
  order: MakeListOptions
  logos: Record<string, string>
  live: boolean
  onChange: (change: SearchChange) => void
}) {
  const [initiallyOpen] = useState(chosen.length > 0)
  const [showAll, setShowAll] = useState(false)
  const { popular, others } = makeList(counts, chosen, order)
  const all = [...popular, ...others]
  const first = makesShownFirst(all, chosen)
  const shown = new Set((live && !showAll ? all.slice(0, first) : all).map((option) => option.value))
  const group = (title: string | null, options: FacetOption[]) => {
    const visible = options.filter((option) => shown.has(option.value))
    if (visible.length === 0) return null
    return (
      <>
        {title ? <p className="search-option-group">{title}</p> : null}
        {visible.map((option) => (
          <FacetCheckbox
            key={option.value}
            facet="make"
            option={option}
            logo={logos[option.value]}
            chosen={chosen}
            onChange={onChange}
          />
        ))}
      </>
    )
  }
  return (
    <details className="search-section" open={initiallyOpen}>
      <summary>Make</summary>
      <fieldset id="search-makes">
        <legend className="visually-hidden">Make</legend>
        {popular.length ? group('Popular makes', popular) : null}
        {group(popular.length ? 'All makes' : null, others)}
        {live && first < all.length ? (
          <button
            type="button"
            className="text-toggle"
            aria-expanded={showAll}
            aria-controls="search-makes"
            onClick={() => setShowAll((open) => !open)}
          >
            {showAll ? 'Hide extra makes' : 'Show all makes'}
          </button>
        ) : null}
        <a className="search-directory-link" href={directoryPath({})}>
          Browse makes and models
        </a>
      </fieldset>
    </details>
  )
}

function FacetCheckbox({
  facet,
  option,
  label = (value) => value,
  logo,
  chosen,
  onChange,
}: {
  facet: TermFacet
  option: FacetOption
  label?: (value: string) => string
  /** A make's logo, beside its name (decorative: the name says it). */
  logo?: string
  chosen: readonly string[]
  onChange: (change: SearchChange) => void
}) {
  return (
    <label className="search-option">
      <input
        type="checkbox"
        name={facet}
        value={option.value}
        checked={chosen.includes(option.value)}
        onChange={(event) =>
          onChange({ kind: 'term', facet, value: option.value, chosen: event.currentTarget.checked })
        }
      />
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small logo from the CMS's media, no optimisation needed
        <img className="search-option-logo" src={logo} alt="" width={24} height={24} loading="lazy" decoding="async" />
      ) : null}
      <span>{label(option.value)}</span> <span className="search-option-count">({formatNumber(option.count)})</span>
    </label>
  )
}
