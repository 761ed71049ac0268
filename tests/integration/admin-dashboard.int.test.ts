// The admin's dashboard: per dealer, new leads today (in the dealer's own day) and in the last
// 7 days, failed deliveries, the last stock import; what starts or ends this week and what is
// scheduled to publish, each read as the staff member (their dealers only).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { dashboardFor } from '@/admin/dashboard/dashboardData'
import { openImportRecord } from '@search-sync/importHistory'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let harbour: Tenant
let southern: Tenant
let editor: User
let admin: User
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const lead = (tenant: Tenant, firstName: string) =>
  payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      summary: firstName,
      category: 'general',
      status: 'new',
      firstName,
      email: 'a@example.com',
      phone: '0412345678',
    },
    overrideAccess: true,
  })

const offer = (tenant: Tenant, name: string, startDate: string, endDate?: string) =>
  payload.create({
    collection: 'offers',
    data: { tenant: tenant.id, name, category: 'New vehicle offer', startDate, endDate, _status: 'published' } as never,
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  editor = await userByEmail(payload, 'editor@harbour-toyota.test')
  admin = await userByEmail(payload, 'admin@platform.test')
  await lead(harbour, 'Today')
  const failed = await lead(harbour, 'Failed')
  await payload.update({ collection: 'leads', id: failed.id, data: { deliveryStatus: 'failed' }, overrideAccess: true })
  await lead(southern, 'Elsewhere')
  await openImportRecord(payload, harbour, 'push', {})
  await offer(harbour, 'Starts Friday', inDays(3))
  await offer(harbour, 'Ends Thursday', inDays(-10), inDays(2))
  await offer(harbour, 'Starts next month', inDays(30))
  await offer(southern, 'Southern ends soon', inDays(-3), inDays(1))
  const page = await payload.create({
    collection: 'pages',
    data: { tenant: harbour.id, title: 'Boxing Day sale', slug: 'boxing-day-sale', _status: 'draft' },
    overrideAccess: true,
    draft: true,
  })
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'pages', value: String(page.id) } },
    waitUntil: new Date(Date.now() + 2 * DAY),
  } as never)
})
afterAll(async () => {
  await payload.destroy()
})

describe('the dashboard', () => {
  it('shows the editor their dealer only: leads today and this week, leads not delivered, the last import', async () => {
    const { dealers } = await dashboardFor(payload, editor)
    expect(dealers).toHaveLength(1)
    expect(dealers[0]).toMatchObject({
      tenant: { slug: 'harbour-toyota' },
      newLeads: { today: 2, week: 2 },
      undelivered: { failed: 1, retrying: 0, logged: 0, waiting: 0, hasLeadAddress: true },
      lastImport: { arrival: 'push', status: 'running' },
    })
    // Two days on, the leads count for the week but no longer for today.
    const later = await dashboardFor(payload, editor, new Date(Date.now() + 2 * DAY))
    expect(later.dealers[0]!.newLeads).toEqual({ today: 0, week: 2 })
    // A lead nobody tried to send in two days counts as not delivered: the server is not sending leads.
    expect(later.dealers[0]!.undelivered).toMatchObject({ failed: 1, waiting: 1 })
    // "Today" starts at the dealer's own midnight (Sydney for Harbour).
    const since = new Date(dealers[0]!.since.today)
    expect(
      new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Sydney',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }).format(since),
    ).toBe('00:00')
  })

  it('lists the editor’s offers starting or ending in the next 7 days, soonest first, and their scheduled publishing', async () => {
    const { comingUp, scheduled } = await dashboardFor(payload, editor)
    expect(comingUp.map((c) => [c.title, c.change])).toEqual([
      ['Ends Thursday', 'ends'],
      ['Starts Friday', 'starts'],
    ])
    expect(scheduled).toMatchObject([{ collection: 'pages', title: 'Boxing Day sale', change: 'publish' }])
  })

  it('shows a platform admin every dealer, and every dealer’s dates', async () => {
    const { dealers, comingUp } = await dashboardFor(payload, admin)
    expect(dealers.map((d) => d.tenant.slug)).toEqual(
      expect.arrayContaining(['harbour-toyota', 'southern-cross', 'outback-cars']),
    )
    expect(dealers.find((d) => d.tenant.slug === 'southern-cross')!.newLeads.today).toBe(1)
    expect(comingUp.map((c) => c.title)).toContain('Southern ends soon')
  })
})

describe('leads that have not reached the dealer', () => {
  it('counts leads written to the log for want of a mail server, and a dealer with nowhere to send', async () => {
    const logged = await lead(southern, 'Logged')
    await payload.update({
      collection: 'leads',
      id: logged.id,
      data: { deliveryStatus: 'logged' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'tenants',
      id: southern.id,
      data: { contact: { leadEmail: '', leadWebhookUrl: '' } } as never,
      overrideAccess: true,
    })
    const { dealers } = await dashboardFor(payload, admin)
    expect(dealers.find((d) => d.tenant.slug === 'southern-cross')!.undelivered).toMatchObject({
      logged: 1,
      hasLeadAddress: false,
    })
  })
})
