'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { afterPageLoad } from '@/components/afterPageLoad'
import { rememberCampaign, rememberPage } from '../visitorMemory'

/**
 * On every page of a dealer site: the campaign (utm_*, gclid) a visit landed with and the
 * pages it went through, kept in the visitor's browser for the visit's leads. It follows the
 * path (not the query: reading it here would keep every page from being prerendered).
 */
export function VisitMemory() {
  const path = usePathname()
  // Once the page has loaded: the browser's first storage access is a synchronous trip to its
  // store, which would otherwise lengthen the page's hydration on a phone.
  useEffect(
    () =>
      afterPageLoad(() => {
        rememberCampaign(window.location.search)
        rememberPage(window.location.pathname, window.location.search)
      }),
    [path],
  )
  return null
}
