'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { siteToasts } from './toasts'

const ToastList = dynamic(() => import('./ToastRegion.client').then((m) => m.ToastList), { ssr: false })

/**
 * Where the site's toasts show (placed once, in the site layout). Renders nothing and loads
 * nothing until the first toast: react-aria's toast region is fetched then, so pages without
 * toasts do not carry it in their first load.
 */
export function Toasts() {
  const [used, setUsed] = useState(siteToasts.visibleToasts.length > 0)
  useEffect(() => (used ? undefined : siteToasts.subscribe(() => setUsed(true))), [used])
  return used ? <ToastList queue={siteToasts} /> : null
}
