'use client'

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { showToast } from '@/components/design/toasts'
import { PrintCarButton } from '@/features/carPrintout/ui/PrintCarButton.client'
import {
  COPIED_NOTICE_MS,
  COPIED_TOAST_MS,
  copiedToast,
  SHARE_POPUP,
  shareLinks,
  type ShareLink,
} from '@/domain/shareLinks'

/**
 * Share and Print for a car page. Share opens the phone's share sheet where there is one;
 * elsewhere it opens the share links (Facebook and X in a small window, WhatsApp, email, SMS)
 * and Copy link ("Copied" for 1.5 s and a toast for 3 s; where the browser will not copy, a
 * toast says to copy it from the address bar). Every link is the car's address on the site's
 * base address (`url`). Print downloads the car's PDF (`PrintCarButton`); the browser's own
 * print of the page still leaves out the header, forms and buttons.
 */
export function VehicleShare({
  title,
  url,
  slug,
  children,
}: {
  title: string
  url: string
  slug: string
  /** Controls shown first in the row (the watchlist's Save). */
  children?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const panelId = useId()
  const shareButton = useRef<HTMLButtonElement>(null)
  const firstLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (open) firstLink.current?.focus()
  }, [open])
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure offers the links.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setOpen((wasOpen) => !wasOpen)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      showToast(copiedToast(title), COPIED_TOAST_MS)
    } catch {
      showToast('Your browser would not copy the link. Copy it from the address bar.')
    }
  }
  const openLink = (link: ShareLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.popup) return
    const { width, height } = SHARE_POPUP
    const popup = window.open(link.href, 'share', `width=${width},height=${height}`)
    // A blocked window leaves the link to open in a new tab.
    if (popup === null) return
    event.preventDefault()
    popup.opener = null
  }

  return (
    <div
      className="vehicle-share"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        shareButton.current?.focus()
      }}
    >
      <p className="vehicle-share-buttons">
        {children}
        <button
          ref={shareButton}
          type="button"
          className="btn btn-ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={share}
        >
          <ShareGlyph />
          Share
        </button>
        <PrintCarButton slug={slug} />
      </p>
      <ul id={panelId} className="vehicle-share-links" aria-label="Share this car" hidden={!open}>
        {shareLinks(title, url).map((link, index) => (
          <li key={link.channel}>
            <a
              ref={index === 0 ? firstLink : undefined}
              href={link.href}
              target={link.href.startsWith('http') ? '_blank' : undefined}
              rel={link.href.startsWith('http') ? 'noopener noreferrer' : undefined}
              onClick={openLink(link)}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="text-toggle" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </li>
      </ul>
    </div>
  )
}

function ShareGlyph() {
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
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  )
}
