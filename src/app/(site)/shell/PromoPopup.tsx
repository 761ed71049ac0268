'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { PopupContent } from '@/content/popups'

// The dialog (react-aria) is fetched only when the popup is due, so it costs the first load nothing.
const PromoPopupDialog = dynamic(() => import('./PromoPopupDialog').then((m) => m.PromoPopupDialog), { ssr: false })

const storageKey = (popup: PopupContent) => `promo-popup-closed:${popup.key}`
/** Shown a moment after the page is usable, never in the first render (no effect on LCP or layout). */
const DELAY_MS = 2_500

/** The dealer's promotional popup: closable, remembered as closed in this browser, never after expiry. */
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
    const timer = window.setTimeout(() => setOpen(true), DELAY_MS)
    return () => window.clearTimeout(timer)
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
