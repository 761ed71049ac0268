'use client'

import { useEffect, useState } from 'react'
import { telHref } from '@/domain/locations'
import { isOpenAt, type SpecialHoursEntry, type WeeklyHoursEntry } from '@/domain/openingHours'

export type StickyFooterProps = {
  phone: string | null
  enquireHref: string
  enquireLabel: string
  timeZone: string
  hours: { openingHours: WeeklyHoursEntry[]; specialHours: SpecialHoursEntry[] }
}

/** The spec's threshold: the bar appears once the visitor has scrolled 50 px. */
const SHOW_AFTER_PX = 50

/**
 * The phone-only bar with Call Now and Enquire. Pages are cached, so whether the sales
 * department is open is worked out here, in the browser, at the visitor's moment: Call Now
 * is hidden while it is closed. The clock is first read when the bar appears, not while the
 * page hydrates: reading a time zone's clock loads the browser's zone data, which is slow on
 * a phone.
 */
export function MobileStickyFooter({ phone, enquireHref, enquireLabel, timeZone, hours }: StickyFooterProps) {
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  useEffect(() => {
    if (!shown) return
    const checkHours = () => setOpen(isOpenAt(hours, timeZone, new Date()))
    checkHours()
    const timer = window.setInterval(checkHours, 60_000)
    return () => window.clearInterval(timer)
  }, [shown, hours, timeZone])

  return (
    <div className="mobile-sticky-footer" data-shown={shown || undefined} aria-hidden={!shown} inert={!shown}>
      {phone && open ? (
        <a className="sticky-call" href={telHref(phone)}>
          Call Now
        </a>
      ) : null}
      <a className="sticky-enquire" href={enquireHref}>
        {enquireLabel}
      </a>
    </div>
  )
}
