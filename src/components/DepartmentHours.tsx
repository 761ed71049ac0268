'use client'

import { useId, useState } from 'react'
import type { HolidayRow } from '@/domain/openingHours'
import { HolidayHours } from './HolidayHours'
import './location-parts.css'

export type DepartmentHoursData = {
  label: string
  siteName: string
  week: { day: string; hours: string }[]
  holidays: HolidayRow[]
}

/**
 * A location's opening hours, Monday to Sunday, with a dropdown to switch between its
 * departments (Sales, Service, Parts) when it has several, and its holiday hours.
 */
export function DepartmentHours({ departments }: { departments: DepartmentHoursData[] }) {
  const [selected, setSelected] = useState(0)
  const id = useId()
  const department = departments[selected] ?? departments[0]
  if (!department) return null
  return (
    <div className="department-hours">
      {departments.length > 1 ? (
        <p className="department-switch">
          <label htmlFor={`${id}-department`}>Opening hours for</label>{' '}
          <select
            id={`${id}-department`}
            value={selected}
            onChange={(event) => setSelected(Number(event.target.value))}
          >
            {departments.map((d, index) => (
              <option key={d.label} value={index}>
                {d.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <table className="hours-table" aria-live="polite">
        <caption>{department.label} opening hours</caption>
        <tbody>
          {department.week.map((row) => (
            <tr key={row.day}>
              <th scope="row">{row.day}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {department.holidays.length ? (
        <HolidayHours name={`${department.siteName} ${department.label}`} rows={department.holidays} />
      ) : null}
    </div>
  )
}
