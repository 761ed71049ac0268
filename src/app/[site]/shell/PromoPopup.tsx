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

/**
 * The dealer's promotional popup: closable, remembered as closed in this browser, never after
 * expiry. It waits for the visitor's first interaction, so it never becomes the page's largest
 * paint (LCP) or competes with the page for the first seconds of main-thread time.
 */
export function PromoPopup({ popup }: { popup: PopupContent }) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let closed = false
    try {
      closed = window.localStorage.getItem(storageKey(popup)) !== null
    } catch {
      /* storage blocked: show it, closing just will not be remembered */
    }
    // The page may come from a cache older than the expiry, so the browser checks too.
    if (closed || Date.parse(popup.expiry) <= Date.now()) return
    let engaged = false
    let ready = false
    const show = () => setOpen(true)
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
    return () => {
      window.clearTimeout(earliest)
      window.clearTimeout(latest)
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
