import type { Payload, Where } from 'payload'
import type { Lead, User } from '@/payload-types'
import { leadCategory } from '@/domain/leads'
import { idOf } from '@/domain/ids'

/** The filters a staff member can put on the export (the Leads list's own filters). */
export type LeadExportFilter = {
  deliveryStatus?: string
  status?: string
  category?: string
  from?: string
  to?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** An instant, as the Leads list's filters send their dates (the staff member's own midnight, in UTC). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/

/** The filter from a query string, or the reason it cannot be read. */
export function readExportFilter(params: URLSearchParams): LeadExportFilter | { problem: string } {
  const filter: LeadExportFilter = {}
  for (const key of ['deliveryStatus', 'status', 'category'] as const) {
    const value = params.get(key)
    if (value !== null) {
      if (!/^[a-z-]{1,20}$/.test(value)) return { problem: `${key} must be one of the list's values.` }
      filter[key] = value
    }
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key)
    if (value !== null) {
      if (!(DAY.test(value) || INSTANT.test(value)) || Number.isNaN(Date.parse(value)))
        return { problem: `${key} must be a date (YYYY-MM-DD) or an instant (YYYY-MM-DDTHH:MM:SSZ).` }
      filter[key] = value
    }
  }
  return filter
}

const COLUMNS = [
  'Received',
  'Dealer',
  'Enquiry type',
  'Status',
  'Delivery',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Postcode',
  'Subject',
  'Message',
  'Offers and updates',
  'Details',
  'Sent from',
] as const

/**
 * A spreadsheet cell. Quotes when needed; a value a spreadsheet would run as a formula
 * (starting = + - @, what a visitor could type into a form) is prefixed with ' so it stays text.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The leads a staff member may read (their dealers' only: the collection's access rules, not
 * this code, decide), newest first, as CSV for a spreadsheet. The byte-order mark makes
 * Excel read it as UTF-8.
 */
export async function exportLeads(payload: Payload, user: User, filter: LeadExportFilter): Promise<string> {
  const where: Where[] = []
  if (filter.deliveryStatus) where.push({ deliveryStatus: { equals: filter.deliveryStatus } })
  if (filter.status) where.push({ status: { equals: filter.status } })
  if (filter.category) where.push({ category: { equals: filter.category } })
  // A day is a UTC day and `to` includes it; an instant is exact and `to` is where the list ends.
  if (filter.from)
    where.push({
      createdAt: {
        greater_than_equal: new Date(DAY.test(filter.from) ? `${filter.from}T00:00:00Z` : filter.from).toISOString(),
      },
    })
  if (filter.to)
    where.push({
      createdAt: {
        less_than: DAY.test(filter.to)
          ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString()
          : new Date(filter.to).toISOString(),
      },
    })
  const { docs } = await payload.find({
    collection: 'leads',
    where: where.length ? { and: where } : {},
    user,
    overrideAccess: false,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: '-createdAt',
  })
  const dealerIds = [...new Set(docs.map((lead) => idOf(lead.tenant)).filter((id): id is string => id !== null))]
  const dealers = new Map(
    dealerIds.length
      ? (
          await payload.find({
            collection: 'tenants',
            where: { id: { in: dealerIds } },
            select: { name: true },
            depth: 0,
            limit: 0,
            pagination: false,
            overrideAccess: true,
          })
        ).docs.map((tenant) => [String(tenant.id), tenant.name])
      : [],
  )
  const row = (lead: Lead) => [
    lead.createdAt,
    dealers.get(idOf(lead.tenant) ?? '') ?? '',
    leadCategory(lead.category)?.label ?? lead.category,
    lead.status,
    lead.deliveryStatus,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.postcode,
    lead.subject,
    lead.message,
    lead.optIn ? 'Yes' : 'No',
    lead.details,
    lead.pageUrl,
  ]
  return `\uFEFF${[COLUMNS, ...docs.map(row)].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
