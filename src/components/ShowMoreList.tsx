'use client'

import { useId, useState } from 'react'

/** A list showing its first `initial` items, with a toggle to all of them (spec: features show 8 with Show All / Hide). */
export function ShowMoreList({
  items,
  initial,
  more,
  less,
  label,
}: {
  items: string[]
  initial: number
  more: string
  less: string
  label: string
}) {
  const [all, setAll] = useState(false)
  const id = useId()
  const shown = all ? items : items.slice(0, initial)
  return (
    <>
      <ul id={id} className="show-more-list" aria-label={label}>
        {shown.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
      {items.length > initial ? (
        <button
          type="button"
          className="text-toggle"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((value) => !value)}
        >
          {all ? less : more}
        </button>
      ) : null}
    </>
  )
}
