'use client'

/**
 * The sort order, applied as soon as the visitor picks one (the filter form is submitted with
 * it). Without JavaScript the Sort button beside it submits the form instead.
 */
export function SortSelect({
  formId,
  value,
  options,
}: {
  formId: string
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <p className="search-sort">
      <label htmlFor="search-sort">Sort by</label>
      <select
        id="search-sort"
        name="sortBy"
        form={formId}
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
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
