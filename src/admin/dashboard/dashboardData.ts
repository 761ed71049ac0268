import type { Payload, Where } from 'payload'
import type { StockImport, Tenant, User } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { startOfDay } from '@/domain/dates'
import { DEFAULT_TIME_ZONE } from '@/domain/timeZones'
import { WAITING_TOO_LONG_MS, type UndeliveredLeads } from '@/domain/leadDelivery'
import { siteSettings } from '@tenants/settings'
import { recentImports } from '@search-sync/importHistory'
import { dealersOf } from '../dealersOf'
import { nightlyRetry, type NightlyRetryState } from '../stock/stockPage'

const DAY_MS = 86_400_000
/** "This week" on the dashboard: the last 7 days for leads, the next 7 for dates coming up. */
export const WEEK_DAYS = 7

export type DealerFigures = {
  tenant: Pick<Tenant, 'id' | 'name' | 'slug'>
  timeZone: string
  since: { today: string; week: string }
  newLeads: { today: number; week: number }
  /** Leads that have not reached the dealer, by kind, and whether the dealer set anywhere to send them. */
  undelivered: UndeliveredLeads & { hasLeadAddress: boolean }
  lastImport: StockImport | null
  /** Hour of the night the daily import runs from, and today's failures of it (null: none). */
  syncHour: number
  nightlyRetry: NightlyRetryState | null
}

/** An offer, popup or promo card that starts or ends within the coming week. */
export type DateComingUp = {
  collection: 'offers' | 'promo-popups' | 'promo-cards'
  id: string
  title: string
  change: 'starts' | 'ends'
  at: string
  dealer: string
  timeZone: string
}

/** A page or offer with a publish or unpublish scheduled (Payload's schedulePublish jobs). */
export type ScheduledChange = {
  collection: 'pages' | 'offers'
  id: string
  title: string
  change: 'publish' | 'unpublish'
  at: string
  dealer: string
  timeZone: string
}

export type Dashboard = { dealers: DealerFigures[]; comingUp: DateComingUp[]; scheduled: ScheduledChange[] }

/**
 * What a staff member opens the admin for, for every dealer they work for (platform admins:
 * every dealer): new leads today and in the last 7 days, leads that have not reached the dealer (and what to do), the last
 * stock import, offers, popups and promo cards starting or ending this week, and scheduled
 * publishing. "Today" is each dealer's own day, in its time zone.
 */
export async function dashboardFor(payload: Payload, user: User, now = new Date()): Promise<Dashboard> {
  const tenants = await dealersOf(payload, user)
  const zoneOf = new Map(tenants.map((t) => [String(t.id), siteSettings(t).identity.timeZone]))
  const nameOf = new Map(tenants.map((t) => [String(t.id), t.name]))
  const dealers = await Promise.all(tenants.map((tenant) => dealerFigures(payload, tenant, now)))
  const [comingUp, scheduled] = await Promise.all([
    datesComingUp(payload, user, now, nameOf, zoneOf),
    scheduledChanges(payload, user, now, nameOf, zoneOf),
  ])
  return { dealers, comingUp, scheduled }
}

async function dealerFigures(payload: Payload, tenant: Tenant, now: Date): Promise<DealerFigures> {
  const timeZone = siteSettings(tenant).identity.timeZone
  const today = startOfDay(now, timeZone).toISOString()
  const week = startOfDay(new Date(now.getTime() - (WEEK_DAYS - 1) * DAY_MS), timeZone).toISOString()
  const leads = async (where: Where) =>
    (
      await payload.count({
        collection: 'leads',
        where: { and: [{ tenant: { equals: tenant.id } }, where] },
        overrideAccess: true,
      })
    ).totalDocs
  const waitingSince = new Date(now.getTime() - WAITING_TOO_LONG_MS).toISOString()
  const [todayCount, weekCount, failed, retrying, logged, waiting, [lastImport], retry] = await Promise.all([
    leads({ createdAt: { greater_than_equal: today } }),
    leads({ createdAt: { greater_than_equal: week } }),
    leads({ deliveryStatus: { equals: 'failed' } }),
    leads({ deliveryStatus: { equals: 'retrying' } }),
    leads({ deliveryStatus: { equals: 'logged' } }),
    leads({ and: [{ deliveryStatus: { equals: 'pending' } }, { createdAt: { less_than: waitingSince } }] }),
    recentImports(payload, tenant.id, 1),
    nightlyRetry(payload, tenant, now),
  ])
  const contact = tenant.contact
  const hasLeadAddress = Boolean(
    contact?.leadEmail?.trim() || (contact?.leadWebhookUrl?.trim() && contact.leadWebhookSecret?.trim()),
  )
  return {
    tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug },
    timeZone,
    since: { today, week },
    newLeads: { today: todayCount, week: weekCount },
    undelivered: { failed, retrying, logged, waiting, hasLeadAddress },
    lastImport: lastImport ?? null,
    syncHour: siteSettings(tenant).stock.syncHour,
    nightlyRetry: retry,
  }
}

const DATED = [
  { collection: 'offers', title: 'name', start: 'startDate', end: 'endDate' },
  { collection: 'promo-popups', title: 'title', start: 'start', end: 'expiry' },
  { collection: 'promo-cards', title: 'title', start: 'start', end: 'expiry' },
] as const

async function datesComingUp(
  payload: Payload,
  user: User,
  now: Date,
  nameOf: Map<string, string>,
  zoneOf: Map<string, string>,
): Promise<DateComingUp[]> {
  const from = now.toISOString()
  const to = new Date(now.getTime() + WEEK_DAYS * DAY_MS).toISOString()
  const within = (field: string): Where => ({ [field]: { greater_than_equal: from, less_than: to } })
  const found = await Promise.all(
    DATED.map(async ({ collection, title, start, end }) => {
      const { docs } = await payload.find({
        collection,
        where: { or: [within(start), within(end)] },
        depth: 0,
        limit: 50,
        user,
        overrideAccess: false,
      })
      return docs.flatMap((doc) => {
        const record = doc as unknown as Record<string, unknown>
        const tenant = idOf(record.tenant as string) ?? ''
        const entry = (change: 'starts' | 'ends', at: unknown): DateComingUp[] =>
          typeof at === 'string' && at >= from && at < to
            ? [
                {
                  collection,
                  id: String(doc.id),
                  title: String(record[title] ?? ''),
                  change,
                  at,
                  dealer: nameOf.get(tenant) ?? '',
                  timeZone: zoneOf.get(tenant) ?? DEFAULT_TIME_ZONE,
                },
              ]
            : []
        return [...entry('starts', record[start]), ...entry('ends', record[end])]
      })
    }),
  )
  return found.flat().sort((a, b) => a.at.localeCompare(b.at))
}

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo: string; value: string } }

async function scheduledChanges(
  payload: Payload,
  user: User,
  now: Date,
  nameOf: Map<string, string>,
  zoneOf: Map<string, string>,
): Promise<ScheduledChange[]> {
  // The jobs are the platform's; each document is then read as this user, so staff see only their dealers'.
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than_equal: now.toISOString() } },
      ],
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const changes = await Promise.all(
    jobs.map(async (job): Promise<ScheduledChange | null> => {
      const input = job.input as ScheduleInput | null
      const collection = input?.doc?.relationTo
      if ((collection !== 'pages' && collection !== 'offers') || !job.waitUntil) return null
      const doc = await payload
        .findByID({ collection, id: input!.doc!.value, depth: 0, draft: true, user, overrideAccess: false })
        .catch(() => null)
      if (!doc) return null
      const tenant = idOf(doc.tenant) ?? ''
      return {
        collection,
        id: String(doc.id),
        title: 'name' in doc ? doc.name : doc.title,
        change: input?.type === 'unpublish' ? 'unpublish' : 'publish',
        at: job.waitUntil,
        dealer: nameOf.get(tenant) ?? '',
        timeZone: zoneOf.get(tenant) ?? DEFAULT_TIME_ZONE,
      }
    }),
  )
  return changes.filter((change): change is ScheduledChange => change !== null)
}
