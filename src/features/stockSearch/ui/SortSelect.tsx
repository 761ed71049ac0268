import type { SortKey } from '@/search/sorts'

/**
 * The sort order, applied as soon as the visitor picks one (the live search follows it).
 * Without JavaScript the Sort button beside it submits the filter form instead.
 */
export function SortSelect({
  formId,
  value,
  options,
  onSort,
}: {
  formId: string
  value: SortKey
  options: { value: SortKey; label: string }[]
  onSort: (sortBy: SortKey) => void
}) {
  return (
    <p className="search-sort">
      <label htmlFor="search-sort">Sort by</label>
      <select
        id="search-sort"
        name="sortBy"
        form={formId}
        value={value}
        onChange={(event) => onSort(event.currentTarget.value as SortKey)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Only without JavaScript (a button that disappears once the page runs would move the results). */}
      <noscript>
        <button type="submit" form={formId} className="outline-button">
          Sort
        </button>
      </noscript>
    </p>
  )
}
