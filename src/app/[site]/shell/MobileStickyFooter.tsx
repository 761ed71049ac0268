'use client'

import { useEffect, useState } from 'react'
import { telHref } from '@/domain/phone'
import { isOpenAt, type SpecialHoursEntry, type WeeklyHoursEntry } from '@/domain/openingHours'
import { PAGE_ENQUIRY_ATTRIBUTE } from './pageEnquiry'

export type StickyFooterProps = {
  phone: string | null
  enquireHref: string
  enquireLabel: string
  timeZone: string
  hours: { openingHours: WeeklyHoursEntry[]; specialHours: SpecialHoursEntry[] }
}

/** The spec's threshold: the bar appears once the visitor has scrolled 50 px. */
const SHOW_AFTER_PX = 50
/** The bar's height with room to spare: a form reaching into the bottom this far would be covered. */
const BAR_ROOM_PX = 96
/** What the bar never covers: a lead form, the room kept for one, and the page's own enquiry section. */
const NEVER_COVERED = '.enquiry-form, .enquiry-form-slot, .reserve-form, [data-page-enquiry]'

const coversAForm = () => {
  const top = window.innerHeight - BAR_ROOM_PX
  return [...document.querySelectorAll(NEVER_COVERED)].some((element) => {
    const box = element.getBoundingClientRect()
    return box.height > 0 && box.top < window.innerHeight && box.bottom > top
  })
}

/**
 * The phone-only bar with Call Now and Enquire. Enquire opens the page's own enquiry where it
 * has one (a car page's form, so the car is not lost), else the contact page; the bar steps
 * aside while a form is in its way. Pages are cached, so whether the sales
 * department is open is worked out here, in the browser, at the visitor's moment: Call Now
 * is hidden while it is closed. The clock is first read when the bar appears, not while the
 * page hydrates: reading a time zone's clock loads the browser's zone data, which is slow on
 * a phone.
 */
export function MobileStickyFooter({ phone, enquireHref, enquireLabel, timeZone, hours }: StickyFooterProps) {
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  const [pageEnquiry, setPageEnquiry] = useState<string | null>(null)

  useEffect(() => {
    setPageEnquiry(document.querySelector(`[${PAGE_ENQUIRY_ATTRIBUTE}]`)?.getAttribute(PAGE_ENQUIRY_ATTRIBUTE) ?? null)
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setShown(window.scrollY > SHOW_AFTER_PX && !coversAForm()))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
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
      <a className="sticky-enquire" href={pageEnquiry ?? enquireHref}>
        {enquireLabel}
      </a>
    </div>
  )
}
