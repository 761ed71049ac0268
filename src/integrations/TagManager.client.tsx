'use client'

import { useEffect } from 'react'
import { tagManagerScriptUrl } from './tagManager'

/** How long an untouched page waits, once idle, before the container loads anyway. */
const IDLE_DELAY_MS = 4_000
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

type TagWindow = Window & { dataLayer?: Record<string, unknown>[] }

/**
 * Loads the dealer's Tag Manager container without costing the page its first paint or its
 * responsiveness: on the visitor's first interaction, or a few seconds after the page has gone
 * idle, whichever comes first. Events pushed before then wait in the data layer.
 */
export function TagManager({ id }: { id: string }) {
  useEffect(() => {
    let loaded = false
    const load = () => {
      if (loaded) return
      loaded = true
      stop()
      const target = window as TagWindow
      target.dataLayer = target.dataLayer ?? []
      target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const script = document.createElement('script')
      script.async = true
      script.src = tagManagerScriptUrl(id)
      script.dataset.tagManager = id
      document.head.appendChild(script)
    }
    let idle: number | undefined
    const timer = window.setTimeout(() => {
      idle = 'requestIdleCallback' in window ? window.requestIdleCallback(load) : undefined
      if (idle === undefined) load()
    }, IDLE_DELAY_MS)
    const stop = () => {
      window.clearTimeout(timer)
      if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle)
      for (const type of INTERACTIONS) window.removeEventListener(type, load)
    }
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true })
    return stop
  }, [id])
  return null
}
