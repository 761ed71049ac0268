/**
 * Runs `then` once the page has loaded (its first photo, scripts and font), in the next idle
 * moment, and returns a cancel function for an effect's cleanup. What a visitor only reaches
 * later (photos off to the side, a carousel's controls) waits for this, so on a phone's slow
 * connection it never competes with what the first screen shows.
 */
export function afterPageLoad(then: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 500 })
    else setTimeout(then, 0)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
  }
}
