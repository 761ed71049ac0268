'use client'

import { showToast } from '@/components/design/toasts'

/** The visitor's copy of this car's address: the page as they see it, without filters or anchors. */
const pageLink = () => `${location.origin}${location.pathname}`

/**
 * Share and Print for a car page. Share opens the phone's share sheet where there is one;
 * elsewhere it copies the car's link and a toast says so (or says to copy it from the address
 * bar when the browser will not). Print prints the page (the site's print styles leave out
 * the header, forms and buttons).
 */
export function VehicleShare({ title }: { title: string }) {
  const share = async () => {
    const url = pageLink()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      showToast('Link copied. Paste it into a message or an email.')
    } catch {
      showToast('Your browser would not copy the link. Copy it from the address bar.')
    }
  }
  return (
    <p className="vehicle-share">
      <button type="button" className="btn btn-ghost" onClick={share}>
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
        Share
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
          <path d="M6 14h12v7H6z" />
        </svg>
        Print
      </button>
    </p>
  )
}
