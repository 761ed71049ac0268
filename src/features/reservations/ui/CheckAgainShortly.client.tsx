'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Reloads the page's data every two seconds for half a minute: Stripe's report usually comes within seconds. */
export function CheckAgainShortly() {
  const router = useRouter()
  useEffect(() => {
    let checks = 0
    const timer = setInterval(() => {
      if (++checks > 15) clearInterval(timer)
      else router.refresh()
    }, 2_000)
    return () => clearInterval(timer)
  }, [router])
  return null
}
