'use client'

import { useEffect, useState } from 'react'
import './sticky-cta.css'

/** The spec's threshold: the bar changes once the visitor has scrolled more than 900 px. */
export const EXPAND_AFTER_PX = 900

/**
 * A call-to-action bar pinned to the bottom of the screen: just the button at first, the
 * full message once the visitor has scrolled past the page's opening (900 px). Its height
 * is reserved at the end of the page, so it never covers the footer.
 */
export function StickyCtaBar({
  text,
  buttonLabel,
  buttonLink,
}: {
  text: string
  buttonLabel: string
  buttonLink: string
}) {
  const [expanded, setExpanded] = useState(false)
  useEffect(() => {
    const update = () => setExpanded(window.scrollY > EXPAND_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <>
      <div className="sticky-cta-spacer" aria-hidden="true" />
      <aside className="sticky-cta" aria-label="Call to action" data-expanded={expanded ? 'true' : 'false'}>
        <p className="sticky-cta-text" hidden={!expanded}>
          {text}
        </p>
        <a className="button" href={buttonLink}>
          {buttonLabel}
        </a>
      </aside>
    </>
  )
}
