'use client'

import { useId, useState, type ReactNode } from 'react'
import './collapsible.css'

/**
 * Long text that phones show collapsed (the spec's terms of use), with a button to expand
 * it; wider screens always show it whole and never see the button. The text is in the page
 * either way, so search engines and find-in-page read all of it.
 */
export function CollapsibleOnMobile({ children, more, less }: { children: ReactNode; more: string; less: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className="collapsible-mobile" data-expanded={expanded ? 'true' : 'false'}>
      <div id={id} className="collapsible-mobile-body">
        {children}
      </div>
      <button
        type="button"
        className="collapsible-mobile-toggle button-secondary button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? less : more}
      </button>
    </div>
  )
}
