'use client'

import { useState, type MouseEvent } from 'react'
import { ANALYTICS_EVENTS, trackEvent } from '@/integrations/analytics'
import { printoutPath } from '../printoutPath'
import './print-button.css'

/**
 * Print: the car's PDF, made on the server. The link opens it in a new tab (without
 * JavaScript too); with JavaScript the click downloads it as `{slug}.pdf` instead, showing
 * "Preparing..." with a spinner meanwhile, and a failure is an alert with the server's
 * message (spec). Each printout logs event 61.
 */
export function PrintCarButton({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false)
  const href = printoutPath(slug)

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (preparing) return
    setPreparing(true)
    trackEvent(ANALYTICS_EVENTS.print, { car_id: slug })
    try {
      const response = await fetch(href)
      if (!response.ok)
        throw new Error((await response.text()) || `The printout could not be made (${response.status}).`)
      const file = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = file
      link.download = `${slug}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      // The download has its own copy once it starts; the address is freed a moment later.
      window.setTimeout(() => URL.revokeObjectURL(file), 10_000)
    } catch (error) {
      window.alert(
        error instanceof Error && error.message && !(error instanceof TypeError)
          ? error.message
          : 'The printout could not be downloaded. Please check your connection and try again.',
      )
    } finally {
      setPreparing(false)
    }
  }

  return (
    <a
      className="btn btn-ghost print-car"
      href={href}
      target="_blank"
      rel="noopener"
      aria-busy={preparing}
      aria-disabled={preparing}
      onClick={download}
    >
      {preparing ? <span className="print-car-spinner" aria-hidden="true" /> : <PrintGlyph />}
      <span aria-live="polite">{preparing ? 'Preparing...' : 'Print'}</span>
      {preparing ? null : <span className="visually-hidden"> this car as a PDF</span>}
    </a>
  )
}

function PrintGlyph() {
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
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  )
}
