'use client'

import { useEffect, useState } from 'react'
import { openStatus, type OpenStatus, type SpecialHoursEntry, type WeeklyHoursEntry } from '@/domain/openingHours'

/**
 * "Open now, closes 5:30 pm" or "Closed, opens 8:30 am". Pages are cached, so the status is
 * worked out in the browser at the visitor's moment (and each minute after); the line keeps
 * its height until then, so nothing shifts.
 */
export function OpenNow({
  hours,
  timeZone,
}: {
  hours: { openingHours?: WeeklyHoursEntry[] | null; specialHours?: SpecialHoursEntry[] | null }
  timeZone: string
}) {
  const [status, setStatus] = useState<OpenStatus | null>(null)
  useEffect(() => {
    const check = () => setStatus(openStatus(hours, timeZone, new Date()))
    // In a task of its own: the browser's first date format in the dealer's time zone loads
    // zone data (about 10 ms, 40 on a slow phone), which would lengthen the task that starts
    // the page's other components.
    const first = window.setTimeout(check, 0)
    const timer = window.setInterval(check, 60_000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [hours, timeZone])
  return (
    <p className="open-status" data-open={status?.open || undefined} data-known={status ? true : undefined}>
      {status?.text}
    </p>
  )
}
