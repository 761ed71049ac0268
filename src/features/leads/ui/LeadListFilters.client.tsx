'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { LEAD_CATEGORIES, LEAD_STATUSES } from '@/domain/leads'
import styles from './leadListFilters.module.css'

type Filters = { status: string; category: string; from: string; to: string }

const CONDITION = /^where\[and\]\[\d+\]\[(status|category|createdAt)\]\[(equals|greater_than_equal|less_than)\]$/
const DAY_MS = 86_400_000

/** A date input's day as the instant its midnight is in the staff member's own zone (their browser's). */
const midnight = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y!, m! - 1, d! + plusDays).toISOString()
}
/** An instant back to the date input's day, in the browser's zone. */
const dayOf = (instant: string, minusDays = 0) => {
  const date = new Date(Date.parse(instant) - minusDays * DAY_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The filters the list's address holds (the conditions this form writes). */
function filtersIn(params: URLSearchParams): Filters {
  const filters: Filters = { status: '', category: '', from: '', to: '' }
  for (const [key, value] of params) {
    const [, field, operator] = CONDITION.exec(key) ?? []
    if (field === 'status') filters.status = value
    if (field === 'category') filters.category = value
    if (field === 'createdAt' && operator === 'greater_than_equal') filters.from = dayOf(value)
    if (field === 'createdAt' && operator === 'less_than') filters.to = dayOf(value, 1)
  }
  return filters
}

/** The conditions, as the list's address (Payload's `where`) and as the export's query string. */
function conditions({ status, category, from, to }: Filters) {
  const list: [string, string, string][] = []
  if (status) list.push(['status', 'equals', status])
  if (category) list.push(['category', 'equals', category])
  if (from) list.push(['createdAt', 'greater_than_equal', midnight(from)])
  if (to) list.push(['createdAt', 'less_than', midnight(to, 1)])
  const where = new URLSearchParams()
  list.forEach(([field, operator, value], i) => where.set(`where[and][${i}][${field}][${operator}]`, value))
  const exported = new URLSearchParams()
  if (status) exported.set('status', status)
  if (category) exported.set('category', category)
  if (from) exported.set('from', midnight(from))
  if (to) exported.set('to', midnight(to, 1))
  return { where: where.toString(), exported: exported.toString() }
}

/**
 * Above the admin's Leads list: filter by status, form and the days they arrived (in the staff
 * member's own time), and export what the filters show as CSV (their dealers' leads only).
 */
export function LeadListFilters() {
  const router = useRouter()
  const params = useSearchParams()
  const applied = filtersIn(params)
  const [filters, setFilters] = useState<Filters>(applied)
  const id = useId()
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }))
  const problem =
    filters.from && filters.to && filters.to < filters.from ? 'The “to” day is before the “from” day.' : null

  function apply(event: FormEvent) {
    event.preventDefault()
    if (problem) return
    const { where } = conditions(filters)
    router.push(`/admin/collections/leads${where ? `?${where}` : ''}`)
  }
  const exported = conditions(applied).exported
  return (
    <div>
      <form onSubmit={apply} aria-label="Filter leads" className={styles.filters}>
        <label>
          Status
          <select value={filters.status} onChange={set('status')}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Form
          <select value={filters.category} onChange={set('category')}>
            <option value="">Any form</option>
            {LEAD_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={filters.from}
            onChange={set('from')}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={filters.to}
            onChange={set('to')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Show leads
        </button>
        {params.toString() ? (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"

            onClick={() => router.push('/admin/collections/leads')}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <p className={styles.exports}>
        <a href={`/api/leads/export${exported ? `?${exported}` : ''}`} download>
          {exported ? 'Export these leads (CSV)' : 'Export all leads (CSV)'}
        </a>
        <a href="/api/leads/export?deliveryStatus=failed" download>
          Export leads whose delivery failed (CSV)
        </a>
      </p>
    </div>
  )
}
