'use client'

import { useEffect } from 'react'
import { ANALYTICS_EVENTS, trackEvent } from './analytics'

/**
 * Spec event 25: a tap on any of the dealer's phone numbers (header, sticky bar, car page,
 * locations, contact page, success page), caught once for the whole page. A link names its car
 * with data-car-id; `place` is the part of the page it sits in.
 */
export function TrackCalls() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="tel:"]')
      if (!link) return
      const place = link.closest('header') ? 'header' : link.closest('footer') ? 'footer' : 'page'
      trackEvent(ANALYTICS_EVENTS.phoneClick, { car_id: link.dataset.carId ?? null, place })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
