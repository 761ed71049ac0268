'use client'

import { useEffect, useState, type ImgHTMLAttributes } from 'react'

/** Runs `show` once the page has loaded (its first photo, scripts and font), in the next idle moment. */
function afterPageLoad(show: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(show, { timeout: 500 })
    else setTimeout(show, 0)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
  }
}

/**
 * A photo a visitor reaches only by swiping (a car's second and later photos): requested once
 * the page has loaded, so on a phone's slow connection the first photo, the page's LCP, does
 * not share the bandwidth with photos off to the side. Without JavaScript it is a plain image.
 */
export function PhotoAfterLoad(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [requested, setRequested] = useState(false)
  useEffect(() => afterPageLoad(() => setRequested(true)), [])
  // eslint-disable-next-line @next/next/no-img-element -- photos come from each dealer's own image host
  const photo = <img {...props} alt={props.alt} />
  return requested ? photo : <noscript>{photo}</noscript>
}
