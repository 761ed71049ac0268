'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { FORCE_CLOSE_EVENT, type HeaderItem } from './navTypes'

// The mega-menu (react-aria Tabs and the model cards) is fetched when the visitor reaches
// for it (pointer over or focus on its button), so the first load carries only this menu.
const loadMegaMenu = () => import('./MegaMenu')
const MegaMenu = dynamic(() => loadMegaMenu().then((m) => m.MegaMenu), {
  ssr: false,
  loading: () => <p className="mega-loading">Loading models…</p>,
})
const preloadMegaMenu = () => void loadMegaMenu()

/**
 * The header menu (disclosure pattern: each dropdown is a button with aria-expanded and
 * the panel it controls). Dropdowns open on click, or on hover where the dealer chooses;
 * they close on Escape (focus returns to the button), on a click or focus outside, on
 * choosing a link, and on the force-close signal. While one is open the header carries
 * the `dropdown-open` class. Below 960 px the whole menu sits behind a Menu button.
 */
export function HeaderNav({ items, openOn }: { items: HeaderItem[]; openOn: 'click' | 'hover' }) {
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const nav = useRef<HTMLElement>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const close = useCallback(() => setOpen(null), [])
  const closeAll = useCallback(() => {
    setOpen(null)
    setMobileOpen(false)
  }, [])

  useEffect(() => {
    nav.current?.closest('header')?.classList.toggle('dropdown-open', open !== null)
  }, [open])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) close()
    }
    window.addEventListener(FORCE_CLOSE_EVENT, closeAll)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      window.removeEventListener(FORCE_CLOSE_EVENT, closeAll)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [close, closeAll])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return
    event.preventDefault()
    triggers.current[open]?.focus()
    close()
  }
  const onBlur = (event: React.FocusEvent) => {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) close()
  }
  const hover = (index: number | null) => (openOn === 'hover' ? () => setOpen(index) : undefined)

  return (
    <nav ref={nav} className="site-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur} data-open-on={openOn}>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={mobileOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setMobileOpen((v) => !v)}
      >
        Menu
      </button>
      <ul id={`${id}-menu`} className="nav-items" data-mobile-open={mobileOpen || undefined}>
        {items.map((item, index) => {
          if (item.kind === 'link') {
            return (
              <li key={index} className="nav-item">
                <a
                  className="nav-link"
                  href={item.href}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {item.label}
                </a>
              </li>
            )
          }
          const expanded = open === index
          const panelId = `${id}-panel-${index}`
          return (
            <li key={index} className="nav-item" onMouseEnter={hover(index)} onMouseLeave={hover(null)}>
              <button
                type="button"
                ref={(el) => {
                  triggers.current[index] = el
                }}
                className="nav-link nav-trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                {...(item.kind === 'models' ? { onPointerEnter: preloadMegaMenu, onFocus: preloadMegaMenu } : {})}
              >
                {item.label}
              </button>
              <div
                id={panelId}
                className={item.kind === 'models' ? 'nav-panel nav-panel-wide' : 'nav-panel'}
                hidden={!expanded}
              >
                {item.kind === 'models' ? (
                  expanded ? (
                    <MegaMenu categories={item.categories} sideLinks={item.sideLinks} onNavigate={closeAll} />
                  ) : null
                ) : (
                  <ul className="nav-group">
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          onClick={closeAll}
                          {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
