'use client'

import { useId, useState, type ReactNode } from 'react'

/**
 * A shortened text with a toggle to the whole of it (offer descriptions and disclaimers).
 * The full content is rendered on the server and passed in, so nothing is fetched on expand;
 * it is in the page from the start, hidden, so that paper gets all of it (a comparison rate's
 * warning was cut off in print, where there is no toggle to press).
 */
export function ExpandableText({
  preview,
  more,
  less,
  children,
  className,
}: {
  preview: string
  more: string
  less: string
  children: ReactNode
  className?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className={className}>
      <div id={id}>
        <p className="expandable-preview" hidden={expanded}>
          {preview}
        </p>
        <div className="expandable-full" hidden={!expanded}>
          {children}
        </div>
      </div>
      <button
        type="button"
        className="text-toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? less : more}
      </button>
    </div>
  )
}
