'use client'

import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come within `margin` of the screen (a CSS margin, as
 * IntersectionObserver's rootMargin); once it has, it stays true and watching stops. With
 * `watch` false nothing is watched and the answer stays false. For what a page fetches only
 * when the visitor gets near it: a map, a form's code.
 */
export function useNearScreen(element: RefObject<Element | null>, margin: string, watch = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!watch || near || !element.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element.current)
    return () => observer.disconnect()
  }, [element, margin, watch, near])
  return near
}
