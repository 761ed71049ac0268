'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { PopupContent } from '@/content/popups'

// The dialog (react-aria) is fetched only when the popup is due, so it costs the first load nothing.
const PromoPopupDialog = dynamic(() => import('./PromoPopupDialog').then((m) => m.PromoPopupDialog), { ssr: false })

const storageKey = (popup: PopupContent) => `promo-popup-closed:${popup.key}`
/** Never in the first render: at the earliest 2.5 s after load, once the visitor has scrolled, tapped or typed. */
const EARLIEST_MS = 2_500
/** Visitors who just read without touching anything see it after 10 s. */
const LATEST_MS = 10_000
const ENGAGEMENT = ['scroll', 'pointerdown', 'keydown'] as const
/** While the visitor is busy, look again this often. */
const RECHECK_MS = 1_000
/**
 * Never within this long of a tap: the tap that engages the visitor may be the one opening the
 * menu, the filters or the photo viewer, which are not open yet when it lands (the viewer's
 * code is still on its way).
 */
const AFTER_TAP_MS = 1_500
/** What the visitor has open besides dialogs: the header's menu or a dropdown of it, a drawer being opened. */
const OPEN_OVERLAYS =
  '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"], .site-nav [aria-expanded="true"], .drawer-trigger[aria-expanded="true"]'

/**
 * Whether the popup must wait: the visitor is in a form (typing, or reading its errors), a
 * dialog, drawer, menu or viewer is open, or an editor is previewing a draft (the preview
 * banner is on the page). Opening then would take their focus mid-word, cover what they are
 * reading or land on top of what they just opened.
 */
export function popupMustWait(doc: Document): boolean {
  const active = doc.activeElement
  const inForm =
    active instanceof HTMLElement &&
    (active.closest('form') !== null ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName) ||
      active.isContentEditable)
  const overlayOpen = doc.querySelector(OPEN_OVERLAYS) !== null
  return inForm || overlayOpen || doc.querySelector('.preview-banner') !== null
}

/** Whether this browser closed the popup before (storage blocked: no; closing just will not be remembered). */
function closedBefore(popup: PopupContent): boolean {
  try {
    return window.localStorage.getItem(storageKey(popup)) !== null
  } catch {
    return false
  }
}

/**
 * The dealer's promotional popup: closable, remembered as closed in this browser, never after
 * expiry. It waits for the visitor's first interaction, so it never becomes the page's largest
 * paint (LCP) or competes with the page for the first seconds of main-thread time, and then
 * for the visitor to be done with any form or dialog (popupMustWait).
 */
export function PromoPopup({ popup }: { popup: PopupContent }) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // The page may come from a cache older than the expiry, so the browser checks too.
    if (Date.parse(popup.expiry) <= Date.now()) return
    let engaged = false
    let ready = false
    let recheck: number | undefined
    let shown = false
    let lastTap = -Infinity
    const onTap = () => (lastTap = performance.now())
    const show = () => {
      window.clearTimeout(recheck)
      // Once per page: the 10 s timer must not bring back a popup the visitor already closed.
      if (shown) return
      // Read when due, not while the page hydrates: a browser's first storage read opens its
      // store on the main thread (about 30 ms measured on a fast machine, 4x that on a phone).
      if (closedBefore(popup)) return
      const sinceTap = performance.now() - lastTap
      if (sinceTap < AFTER_TAP_MS) recheck = window.setTimeout(show, AFTER_TAP_MS - sinceTap)
      else if (popupMustWait(document)) recheck = window.setTimeout(show, RECHECK_MS)
      else {
        shown = true
        setOpen(true)
      }
    }
    const onEngage = () => {
      engaged = true
      if (ready) show()
    }
    const earliest = window.setTimeout(() => {
      ready = true
      if (engaged) show()
    }, EARLIEST_MS)
    const latest = window.setTimeout(show, LATEST_MS)
    for (const type of ENGAGEMENT) window.addEventListener(type, onEngage, { passive: true, once: true })
    // Capture: a menu or drawer that stops its taps from spreading still counts them.
    window.addEventListener('pointerdown', onTap, { passive: true, capture: true })
    window.addEventListener('click', onTap, { passive: true, capture: true })
    return () => {
      window.removeEventListener('pointerdown', onTap, { capture: true })
      window.removeEventListener('click', onTap, { capture: true })
      window.clearTimeout(earliest)
      window.clearTimeout(latest)
      window.clearTimeout(recheck)
      for (const type of ENGAGEMENT) window.removeEventListener(type, onEngage)
    }
  }, [popup])

  const close = () => {
    setOpen(false)
    try {
      window.localStorage.setItem(storageKey(popup), new Date().toISOString())
    } catch {
      /* see above */
    }
  }

  return open ? <PromoPopupDialog popup={popup} onClose={close} /> : null
}
