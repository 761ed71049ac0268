'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './tabs.css'

/** `anchor`: a link to #anchor (the page's own buttons, a payment page's Back) opens this tab. */
type PageTab = { id: string; title: string; content: ReactNode; anchor?: string }

/**
 * Tabs for a page's own content (the car page's sections), in the design system's look
 * (tabs.css) and to the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
 * show their panel; one tab stop. Written without react-aria, unlike the design system's
 * Tabs: the car page needs them in its first load, where react-aria's tabs added 40 KB of
 * JavaScript and 160 ms of blocking time on a phone (npm run bench:lighthouse). Every panel
 * is in the page's HTML, the others hidden, so search engines read them all.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: PageTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (id: string) => `${base}-tab-${id}`
  const panelId = (id: string) => tabs.find((tab) => tab.id === id)?.anchor ?? `${base}-panel-${id}`

  useEffect(() => {
    const openFromHash = () => {
      const tab = tabs.find((entry) => entry.anchor && `#${entry.anchor}` === window.location.hash)
      if (!tab) return
      setSelected(tab.id)
      // The panel was hidden when the browser looked for the anchor: show it, then go there.
      requestAnimationFrame(() => document.getElementById(tabId(tab.id))?.scrollIntoView({ block: 'start' }))
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tabs' anchors are fixed for the page
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    setSelected(tabs[next]!.id)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            data-selected={tab.id === selected || undefined}
            onClick={() => setSelected(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="tab-panel"
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
