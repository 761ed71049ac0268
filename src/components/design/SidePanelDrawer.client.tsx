'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './drawer.css'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** The controls Tab reaches in `panel`, in order (those inside a closed section are not shown, so not reached). */
const tabbablesIn = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0)

/**
 * Keeps Tab inside the open drawer: from its last control to its first, and back with
 * Shift+Tab. (Hand-written rather than react-aria's FocusScope, which brought 5 KB of
 * compressed JavaScript into the search page's first load for a drawer most visitors
 * never open.)
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  const tabbables = tabbablesIn(event.currentTarget)
  const first = tabbables[0]
  const last = tabbables.at(-1)
  if (!first || !last) return
  if (document.activeElement === (event.shiftKey ? first : last)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

/**
 * A side panel that is a column on wide screens and a drawer on phones (the search filters).
 * On a phone, once the page is interactive, the panel hides behind a sticky button; the
 * button opens it as a modal dialog (focus kept inside, Escape or Close returns focus to the
 * button, the page behind does not scroll). The panel's content stays mounted either way, so
 * a form inside it keeps its fields and still submits. Without JavaScript it stays a plain
 * panel after the results.
 */
export function SidePanelDrawer({
  buttonLabel,
  labelledBy,
  className,
  closeSignal,
  children,
}: {
  /** "Filters (2)": what the button says, with the count of what is chosen. */
  buttonLabel: string
  /** The id of the panel's own heading, which names the dialog. */
  labelledBy: string
  className?: string
  /** Closes the drawer whenever it changes (the filters' "Show Me N vehicles" in the live search). */
  closeSignal?: number
  children: ReactNode
}) {
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const id = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    document.documentElement.classList.add('drawer-is-open')
    // Focus that lands outside the open drawer (the page behind is inert to the eye, not to
    // the browser) comes back to it.
    const keepFocusInside = (event: FocusEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) closeButton.current?.focus()
    }
    document.addEventListener('focusin', keepFocusInside)
    return () => {
      document.documentElement.classList.remove('drawer-is-open')
      document.removeEventListener('focusin', keepFocusInside)
    }
  }, [open])

  // Focus goes back to the button once the drawer has closed (while open, the drawer keeps it).
  const returnFocus = useRef(false)
  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    trigger.current?.focus()
  }, [open])
  const close = () => {
    returnFocus.current = true
    setOpen(false)
  }
  useEffect(() => {
    if (!closeSignal) return
    setOpen((wasOpen) => {
      // Focus goes back to the Filters button, as when the visitor closes it.
      if (wasOpen) returnFocus.current = true
      return false
    })
  }, [closeSignal])

  return (
    <>
      {/* Rendered from the first paint (nothing shifts when the page becomes interactive): a link
          down to the panel without JavaScript, the button that opens the drawer with it. */}
      {enhanced ? (
        <button
          ref={trigger}
          type="button"
          className="drawer-trigger btn btn-primary"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(true)}
        >
          <FilterGlyph />
          {buttonLabel}
        </button>
      ) : (
        <a className="drawer-trigger btn btn-primary" href={`#${id}`}>
          <FilterGlyph />
          {buttonLabel}
        </a>
      )}
      <aside
        ref={panel}
        id={id}
        className={`side-panel ${className ?? ''}`}
        data-open={open || undefined}
        aria-labelledby={labelledBy}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') {
            event.preventDefault()
            close()
          }
          if (open && event.key === 'Tab') keepTabInside(event)
        }}
      >
        {open ? (
          <button ref={closeButton} type="button" className="drawer-close" onClick={close} aria-label="Close filters">
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {children}
      </aside>
      {open ? <div className="drawer-backdrop" aria-hidden="true" onClick={close} /> : null}
    </>
  )
}

function FilterGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  )
}
