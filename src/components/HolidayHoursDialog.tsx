'use client'

import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from './design/ModalDialog.client'
import type { HolidayRow } from '@/domain/openingHours'

/** The holiday-hours dialog: focus moves in, Escape, the overlay and Close dismiss it and focus returns. */
export function HolidayHoursDialog({ name, rows, onClose }: { name: string; rows: HolidayRow[]; onClose: () => void }) {
  return (
    <ModalDialog onClose={onClose} className="holiday-dialog">
      <Heading slot="title" className="popup-title">
        Holiday hours: {name}
      </Heading>
      <table className="hours-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.date} data-today={row.day === 'Today' ? 'true' : undefined}>
              <th scope="row">
                {row.day}
                {row.occasion ? <span className="holiday-occasion"> {row.occasion}</span> : null}
              </th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button slot="close" className="button">
        Close
      </Button>
    </ModalDialog>
  )
}
