'use client'

import { useEffect } from 'react'

/**
 * Marks a dealer page as running (`<html data-running>`) once React has hydrated it. The page
 * is painted from the server's HTML before its scripts are even fetched
 * (src/lib/scriptsAfterFirstPaint.mjs); links and forms work from the first paint, while menus,
 * sliders and live filters answer only from here on. The browser tests wait for it before
 * they use them, as a visitor's first tap would if it came that early.
 */
export function PageRunning() {
  useEffect(() => {
    document.documentElement.dataset.running = ''
  }, [])
  return null
}
