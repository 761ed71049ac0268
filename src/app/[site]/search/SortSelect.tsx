'use client'

import { useEffect, useState } from 'react'

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
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
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
      {enhanced ? null : (
        <button type="submit" form={formId} className="outline-button">
          Sort
        </button>
      )}
    </p>
  )
}
