'use client'

import { useEffect, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { PopupContent } from '../data/popups'

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

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    try {
      window.localStorage.setItem(storageKey(popup), new Date().toISOString())
    } catch {
      /* see above */
    }
  }

  return (
    <ModalOverlay isOpen={open} onOpenChange={onOpenChange} isDismissable className="popup-overlay">
      <Modal className="popup">
        <Dialog className="popup-dialog">
          <Button slot="close" className="popup-close" aria-label="Close">
            ×
          </Button>
          {popup.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- a sized rendition, loaded only when the popup opens
            <img src={popup.image.url} alt={popup.image.alt} width={popup.image.width} height={popup.image.height} className="popup-image" />
          ) : null}
          <Heading slot="title" className="popup-title">
            {popup.title}
          </Heading>
          {popup.description ? <p>{popup.description}</p> : null}
          <a className="popup-button" href={popup.link} onClick={() => onOpenChange(false)}>
            {popup.buttonLabel}
          </a>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
