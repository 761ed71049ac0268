'use client'

import { useEffect, useState } from 'react'
import type { ZoneClock } from '@/domain/dates'
import { openStatus, type OpenStatus, type SpecialHoursEntry, type WeeklyHoursEntry } from '@/domain/openingHours'

/**
 * "Open now, closes 5:30 pm" or "Closed, opens 8:30 am". Pages are cached, so the status is
 * worked out in the browser at the visitor's moment (and each minute after); the line keeps
 * its height until then, so nothing shifts. The dealer's clock comes with the page (zoneClock):
 * a browser reading the zone through Intl spent 70-90 ms loading zone data here.
 */
export function OpenNow({
  hours,
  clock,
}: {
  hours: { openingHours?: WeeklyHoursEntry[] | null; specialHours?: SpecialHoursEntry[] | null }
  clock: ZoneClock
}) {
  const [status, setStatus] = useState<OpenStatus | null>(null)
  useEffect(() => {
    const check = () => setStatus(openStatus(hours, clock, new Date()))
    // In a task of its own, outside the one that starts the page's components.
    const first = window.setTimeout(check, 0)
    const timer = window.setInterval(check, 60_000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [hours, clock])
  return (
    <p className="open-status" data-open={status?.open || undefined} data-known={status ? true : undefined}>
      {status?.text}
    </p>
  )
}
