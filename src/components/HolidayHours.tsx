'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { HolidayRow } from '@/domain/openingHours'
import './location-parts.css'

// The dialog (react-aria) is fetched when a visitor opens it, not with the page.
const HolidayHoursDialog = dynamic(() => import('./HolidayHoursDialog').then((m) => m.HolidayHoursDialog), {
  ssr: false,
})

/** "Holiday hours" button opening a dialog of a location's special hours by date. */
export function HolidayHours({ name, rows }: { name: string; rows: HolidayRow[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="outline-button holiday-hours-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Holiday hours<span className="visually-hidden"> of {name}</span>
      </button>
      {open ? <HolidayHoursDialog name={name} rows={rows} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
