import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { z } from 'zod'
import type { Location, Tenant, User } from '@/payload-types'
import { calendarDay } from '@/domain/dates'
import { idOf } from '@/domain/ids'
import { hoursProblem, readTimeOfDay } from '@/domain/locations'
import { holidayRegion, publicHolidays, type PublicHoliday } from '@/domain/publicHolidays'
import { CONTENT_EDITOR_ROLES, hasTenantRole, isPlatformAdmin } from '@tenants/roles'
import { siteSettings } from '@tenants/settings'

/** A dealership's address: its departments (Sales, Service, Parts) are one location document each. */
export type Site = {
  key: string
  address: string
  region: ReturnType<typeof holidayRegion>
  departments: Pick<Location, 'id' | 'name' | 'locationType' | 'specialHours'>[]
}

/** Two departments are at the same place when street and postcode match (case and spaces aside). */
const siteKey = (location: Pick<Location, 'address'>) =>
  `${location.address.street}|${location.address.postcode}`.toLowerCase().replace(/\s+/g, ' ').trim()

/** The dealer's locations grouped by address, each with the public holidays of its region. */
export async function dealerSites(payload: Payload, tenant: Tenant): Promise<Site[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { tenant: { equals: tenant.id } },
    sort: 'name',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const timeZone = siteSettings(tenant).identity.timeZone
  const sites = new Map<string, Site>()
  for (const location of docs) {
    const key = siteKey(location)
    const site = sites.get(key) ?? {
      key,
      address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
      region: holidayRegion(location.address.state, timeZone),
      departments: [],
    }
    site.departments.push(location)
    sites.set(key, site)
  }
  return [...sites.values()]
}

/** The public holidays of the coming year (from today, in the dealer's zone). */
export function comingHolidays(site: Site, timeZone: string, now = new Date()): PublicHoliday[] {
  if (!site.region) return []
  const today = calendarDay(now, timeZone)
  const yearOn = calendarDay(new Date(now.getTime() + 365 * 86_400_000), timeZone)
  return publicHolidays(site.region, today, yearOn)
}

/** The hours a department has set for a day, if any. */
export const hoursOn = (department: Pick<Location, 'specialHours'>, day: string, timeZone: string) =>
  department.specialHours?.find((entry) => calendarDay(entry.date, timeZone) === day) ?? null

const DAY = /^\d{4}-\d{2}-\d{2}$/
export const holidayHoursRequest = z.object({
  /** Any department at the address: every department there gets the hours. */
  location: z.union([z.string().min(1).max(40), z.number()]),
  date: z.string().regex(DAY, 'date must be YYYY-MM-DD.'),
  label: z.string().trim().max(80).optional(),
  status: z.enum(['open', 'closed']),
  open: z.string().max(20).optional(),
  close: z.string().max(20).optional(),
})
export type HolidayHoursRequest = z.infer<typeof holidayHoursRequest>

export type HolidayHoursAnswer = {
  status: number
  body: { updated?: string[]; error?: string; fields?: Partial<Record<'open' | 'close' | 'date', string>> }
}

/**
 * Sets a day's hours (closed, or open from/to) once for every department at one address: the
 * row for that day is added to each department's special hours, or replaces the row it had.
 * Editors and dealer admins of the dealer may, and the platform admin; all departments change
 * in one transaction or none does.
 */
export async function setHolidayHours(
  payload: Payload,
  user: User | null,
  body: unknown,
  now = new Date(),
): Promise<HolidayHoursAnswer> {
  if (!user) return { status: 401, body: { error: 'Sign in to the admin first.' } }
  const parsed = holidayHoursRequest.safeParse(body)
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues.map((i) => i.message).join(' ') } }
  const request = parsed.data
  const open = request.status === 'open' ? readTimeOfDay(request.open) : null
  const close = request.status === 'open' ? readTimeOfDay(request.close) : null
  if (request.status === 'open') {
    const fields: Partial<Record<'open' | 'close', string>> = {}
    if (!open) fields.open = 'Enter the opening time, for example 9am or 9:30 am.'
    if (!close) fields.close = 'Enter the closing time, for example 1pm or 13:00.'
    const order = open && close ? hoursProblem({ status: 'open', open, close }) : null
    if (order) fields.close = order
    if (Object.keys(fields).length) return { status: 400, body: { error: 'Check the hours.', fields } }
  }
  const location = await payload
    .findByID({ collection: 'locations', id: request.location, depth: 0, overrideAccess: true })
    .catch(() => null)
  const tenantId = location ? idOf(location.tenant) : null
  if (!location || !tenantId || !(isPlatformAdmin(user) || hasTenantRole(user, tenantId, CONTENT_EDITOR_ROLES)))
    return { status: 404, body: { error: 'No location of yours has that id.' } }
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true })
  const timeZone = siteSettings(tenant).identity.timeZone
  const today = calendarDay(now, timeZone)
  if (request.date < today || Number.isNaN(Date.parse(request.date)))
    return {
      status: 400,
      body: { error: 'Choose a day from today on.', fields: { date: 'Choose a day from today on.' } },
    }

  const site = (await dealerSites(payload, tenant)).find((s) => s.key === siteKey(location))!
  const row = {
    // Midnight UTC is the same calendar day everywhere from Perth to Auckland.
    date: `${request.date}T00:00:00.000Z`,
    label: request.label || null,
    status: request.status,
    open,
    close,
  }
  const req = await createLocalReq({ user }, payload)
  try {
    await initTransaction(req)
    for (const department of site.departments) {
      const kept = (department.specialHours ?? []).filter((entry) => calendarDay(entry.date, timeZone) !== request.date)
      await payload.update({
        collection: 'locations',
        id: department.id,
        data: { specialHours: [...kept, row].sort((a, b) => a.date.localeCompare(b.date)) },
        user,
        overrideAccess: false,
        req,
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: `holiday hours for ${request.date} at ${site.address} were not saved` })
    return { status: 503, body: { error: 'The hours could not be saved just now. Nothing was changed; try again.' } }
  }
  return { status: 200, body: { updated: site.departments.map((d) => d.name) } }
}
