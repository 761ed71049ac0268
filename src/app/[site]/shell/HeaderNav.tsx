'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { CONTACT_PAGES } from './ContactButton'
import { MegaMenuLinks, NO_SCRIPT_MENU } from './MegaMenuLinks'
import { itemsThatFit } from './menuOverflow'
import { FORCE_CLOSE_EVENT, type HeaderItem, type NavLink } from './navTypes'

// The mega-menu (react-aria Tabs and the model cards) is fetched when the visitor reaches
// for it (pointer over or focus on its button), so the first load carries only this menu.
const loadMegaMenu = () => import('./MegaMenu')
const MegaMenu = dynamic(() => loadMegaMenu().then((m) => m.MegaMenu), {
  ssr: false,
  loading: () => <p className="mega-loading">Loading models…</p>,
})
const preloadMegaMenu = () => void loadMegaMenu()

/** Screens from this width show the menu in the header row; narrower ones behind Menu. */
const ROW_MEDIA = '(min-width: 64rem)'
/**
 * The header menu (disclosure pattern: each dropdown is a button with aria-expanded and
 * the panel it controls). Dropdowns open on click, or on hover where the dealer chooses;
 * they close on Escape (focus returns to the button), on a click or focus outside, on
 * choosing a link, and on the force-close signal. While one is open the header carries
 * the `dropdown-open` class. From 1024 px the menu is one row: items that do not fit go into
 * a More dropdown. Narrower screens show the whole menu behind a Menu button, with the
 * contact link at its end.
 */
export function HeaderNav({
  items,
  openOn,
  contactHref,
}: {
  items: HeaderItem[]
  openOn: 'click' | 'hover'
  contactHref: string
}) {
  const [open, setOpen] = useState<number | 'more' | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [shown, setShown] = useState<number | null>(null)
  const nav = useRef<HTMLElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const widths = useRef<number[] | null>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const moreTrigger = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = useCallback(() => setOpen(null), [])
  const closeAll = useCallback(() => {
    setOpen(null)
    setMobileOpen(false)
  }, [])

  useEffect(() => {
    nav.current?.closest('header')?.classList.toggle('dropdown-open', open !== null)
  }, [open])

  // The dealer's font may arrive after the menu was measured in the fallback font (another
  // width): then every item goes back in the row, is measured again, and the fit is redone.
  const [measureRound, setMeasureRound] = useState(0)
  useEffect(() => {
    const fonts = document.fonts
    if (!fonts) return
    const measureAgain = () => {
      widths.current = null
      setShown(null)
      setMeasureRound((round) => round + 1)
    }
    fonts.addEventListener('loadingdone', measureAgain)
    return () => fonts.removeEventListener('loadingdone', measureAgain)
  }, [])

  // Measure each item, as the server rendered them all in the row, then keep as many as fit
  // whenever the header's width changes.
  useLayoutEffect(() => {
    const row = window.matchMedia(ROW_MEDIA)
    const fit = () => {
      if (!row.matches || !nav.current || !list.current) return setShown(null)
      if (!widths.current) {
        const entries = [...list.current.children].filter((child) => !child.matches('.nav-more, .nav-contact'))
        widths.current = entries.map((entry) => entry.getBoundingClientRect().width + 4)
      }
      setShown(itemsThatFit(widths.current, nav.current.clientWidth))
    }
    fit()
    const observer = new ResizeObserver(fit)
    if (nav.current) observer.observe(nav.current)
    row.addEventListener('change', fit)
    return () => {
      observer.disconnect()
      row.removeEventListener('change', fit)
    }
  }, [measureRound])

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
    ;(open === 'more' ? moreTrigger.current : triggers.current[open])?.focus()
    close()
  }
  const onBlur = (event: React.FocusEvent) => {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) close()
  }
  const hover = (index: number | 'more' | null) => (openOn === 'hover' ? () => setOpen(index) : undefined)
  const inRow = shown === null ? items : items.slice(0, shown)
  const inMore = shown === null ? [] : items.slice(shown)
  const onContactPage = CONTACT_PAGES.includes(usePathname()?.replace(/\/+$/, '') || '/')

  return (
    <nav ref={nav} className="site-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur} data-open-on={openOn}>
      <noscript>
        <style>{NO_SCRIPT_MENU}</style>
      </noscript>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={mobileOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setMobileOpen((v) => !v)}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {mobileOpen ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
        Menu
      </button>
      <ul
        ref={list}
        id={`${id}-menu`}
        className="nav-items"
        data-mobile-open={mobileOpen || undefined}
        data-measured={shown !== null || undefined}
      >
        {inRow.map((item, index) => {
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
                  ) : (
                    <MegaMenuLinks categories={item.categories} sideLinks={item.sideLinks} />
                  )
                ) : (
                  <LinkList links={item.links} onNavigate={closeAll} />
                )}
              </div>
            </li>
          )
        })}
        {inMore.length ? (
          <li className="nav-item nav-more" onMouseEnter={hover('more')} onMouseLeave={hover(null)}>
            <button
              type="button"
              ref={moreTrigger}
              className="nav-link nav-trigger"
              aria-expanded={open === 'more'}
              aria-controls={`${id}-more`}
              onClick={() => setOpen(open === 'more' ? null : 'more')}
            >
              More
            </button>
            <div id={`${id}-more`} className="nav-panel nav-panel-more" hidden={open !== 'more'}>
              <ul className="nav-group">
                {inMore.map((item, index) => (
                  <li key={index}>
                    {item.kind === 'link' ? (
                      <a
                        href={item.href}
                        onClick={closeAll}
                        {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                      >
                        {item.label}
                      </a>
                    ) : item.kind === 'models' ? (
                      // The models mega-menu needs the header's width; from More it is the models page.
                      <Link href="/models" onClick={closeAll}>
                        {item.label}
                      </Link>
                    ) : (
                      <>
                        <span className="nav-more-heading">{item.label}</span>
                        <LinkList links={item.links} onNavigate={closeAll} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ) : null}
        {onContactPage ? null : (
          <li className="nav-item nav-contact">
            <a className="nav-link" href={contactHref}>
              Contact Us
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

function LinkList({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="nav-group">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} onClick={onNavigate} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
