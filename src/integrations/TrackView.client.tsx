'use client'

import { useEffect } from 'react'
import { trackEvent } from './analytics'

/** Sends a page's view event (spec: 49 a search, 4 a used car's page) once it is on screen. */
export function TrackView({ event, detail }: { event: number; detail: Record<string, string | number | null> }) {
  const key = JSON.stringify(detail)
  useEffect(() => {
    trackEvent(event, JSON.parse(key) as Record<string, unknown>)
  }, [event, key])
  return null
}
