'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { rememberCampaign, rememberPage } from '../visitorMemory'

/**
 * On every page of a dealer site: the campaign (utm_*, gclid) a visit landed with and the
 * pages it went through, kept in the visitor's browser for the visit's leads. It follows the
 * path (not the query: reading it here would keep every page from being prerendered).
 */
export function VisitMemory() {
  const path = usePathname()
  // At once, not after the page has loaded: a visitor who lands from an ad and taps on before
  // the page is idle must still carry the campaign to the lead (a browser test does just that).
  useEffect(() => {
    rememberCampaign(window.location.search)
    rememberPage(window.location.pathname, window.location.search)
  }, [path])
  return null
}
