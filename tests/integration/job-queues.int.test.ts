// The job queues as the web server works them: a job a dead worker left marked running is run
// again, a channel that took a lead is recorded before the next one is tried, and with Redis
// one instance at a time works a queue, the lock lapsing when its holder dies.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead, Tenant } from '@/payload-types'
import { LEADS_QUEUE } from '@/features/leads/delivery/deliverLead'
import { QUEUE_LOCK_MS, startJobWorker, workQueue } from '@/jobs/worker'
import { whileLocked } from '@/redis/lock'
import { storeLead as storeStraight } from './leadRequests'
import { seededPayload, tenantBySlug } from './payload'

let payload: Payload
let toyota: Tenant
const REDIS_URL = 'redis://127.0.0.1:6379/4'
const redis = new Redis(REDIS_URL)

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  await redis.flushdb()
})
afterAll(async () => {
  delete process.env.REDIS_URL
  redis.disconnect()
  await payload.destroy()
})

const storeLead = (firstName: string) => storeStraight(payload, toyota, firstName)
const leadById = (id: Lead['id']) => payload.findByID({ collection: 'leads', id, overrideAccess: true })
const jobOf = async (lead: Lead) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: LEADS_QUEUE } }, { 'input.lead': { equals: String(lead.id) } }] },
      overrideAccess: true,
    })
  ).docs[0]!
/** What a worker killed mid-job leaves: the job marked running, nobody running it. */
const abandon = async (lead: Lead) =>
  payload.update({
    collection: 'payload-jobs',
    id: (await jobOf(lead)).id,
    data: { processing: true },
    overrideAccess: true,
  })

describe('a job its worker died running', () => {
  it('is skipped by Payload’s own runner and taken up by the next pass of the queue', async () => {
    const lead = await storeLead('Abandoned')
    await abandon(lead)
    await payload.jobs.run({ queue: LEADS_QUEUE, sequential: true, silent: true })
    expect((await leadById(lead.id)).deliveryStatus).toBe('pending')

    expect(await workQueue(payload, LEADS_QUEUE)).toBe('ran')
    const delivered = await leadById(lead.id)
    // No mail server in this file: the lead is written to the log, once.
    expect(delivered.deliveryStatus).toBe('logged')
    expect(delivered.deliveryAttempts?.filter((attempt) => attempt.channel === 'email')).toHaveLength(1)
    expect(await jobOf(lead)).toMatchObject({ processing: false, hasError: false })
    expect((await jobOf(lead)).completedAt).toBeTruthy()
  })

  it('records a channel that took the lead before the next channel is tried', async () => {
    let answer: ((status: number) => void) | null = null
    const crm = createServer((_request: IncomingMessage, response: ServerResponse) => {
      answer = (status) => response.writeHead(status).end()
    })
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: {
        contact: {
          leadWebhookUrl: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`,
          leadWebhookSecret: 'harbour-signing-key-0123456789',
        },
      },
      overrideAccess: true,
    })
    try {
      const lead = await storeLead('Halfway')
      const working = workQueue(payload, LEADS_QUEUE)
      // The webhook is being sent: the e-mail already stands on the lead, so a worker dying now
      // leaves a job that sends only the webhook when it is taken up again.
      await expect.poll(() => answer !== null, { timeout: 10_000 }).toBe(true)
      expect((await leadById(lead.id)).deliveryAttempts?.map((attempt) => attempt.channel)).toEqual(['email'])
      answer!(204)
      await working
      expect((await leadById(lead.id)).deliveryAttempts?.map((attempt) => attempt.channel)).toEqual([
        'email',
        'webhook',
      ])
    } finally {
      await payload.update({
        collection: 'tenants',
        id: toyota.id,
        data: { contact: { leadWebhookUrl: '', leadWebhookSecret: '' } },
        overrideAccess: true,
      })
      crm.close()
    }
  })
})

describe('with REDIS_URL, a queue is worked by one instance at a time', () => {
  it('lets one holder in at a time, and the next in once it is done', async () => {
    let release!: () => void
    const first = whileLocked(redis, 'test:one-at-a-time', 5_000, () => new Promise<void>((r) => (release = r)))
    await expect.poll(() => redis.exists('lock:test:one-at-a-time')).toBe(1)
    expect(await whileLocked(redis, 'test:one-at-a-time', 5_000, async () => {})).toBe('busy')
    release()
    expect(await first).toBe('ran')
    expect(await whileLocked(redis, 'test:one-at-a-time', 5_000, async () => {})).toBe('ran')
  })

  it('keeps the lock while a long job runs, beyond its time to live', async () => {
    const long = whileLocked(redis, 'test:long', 600, () => new Promise<void>((r) => setTimeout(r, 1_500)))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await whileLocked(redis, 'test:long', 600, async () => {})).toBe('busy')
    expect(await long).toBe('ran')
  })

  it('leaves the queue to the instance holding it; when that instance dies its job is taken up', async () => {
    process.env.REDIS_URL = REDIS_URL
    const lead = await storeLead('Elsewhere')
    await abandon(lead)
    // Another instance works the leads queue and dies holding its lock (never renewed again).
    await redis.set(`lock:jobs:${LEADS_QUEUE}`, 'another instance', 'PX', 1_000)
    expect(await workQueue(payload, LEADS_QUEUE)).toBe('busy')
    expect((await leadById(lead.id)).deliveryStatus).toBe('pending')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await workQueue(payload, LEADS_QUEUE)).toBe('ran')
    expect((await leadById(lead.id)).deliveryStatus).toBe('logged')
    expect(QUEUE_LOCK_MS).toBeLessThanOrEqual(30_000)
  })
})

describe('a scheduled publish with two instances working the queue', () => {
  it('runs once: one instance publishes, the other finds the queue taken', async () => {
    process.env.REDIS_URL = REDIS_URL
    const { docs } = await payload.find({
      collection: 'offers',
      where: { tenant: { equals: toyota.id } },
      limit: 1,
      overrideAccess: true,
    })
    const offer = docs[0]!
    await payload.update({
      collection: 'offers',
      id: offer.id,
      data: { name: `${offer.name} (scheduled)` },
      draft: true,
      overrideAccess: true,
    })
    const versions = async () =>
      (
        await payload.findVersions({
          collection: 'offers',
          where: { and: [{ parent: { equals: offer.id } }, { 'version._status': { equals: 'published' } }] },
          limit: 0,
          overrideAccess: true,
        })
      ).totalDocs
    const before = await versions()
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'offers', value: offer.id } },
      waitUntil: new Date(Date.now() - 1_000),
    })
    const passes = await Promise.all([workQueue(payload, 'default'), workQueue(payload, 'default')])
    expect(passes.sort()).toEqual(['busy', 'ran'])
    expect(await versions()).toBe(before + 1)
    const published = await payload.findByID({ collection: 'offers', id: offer.id, overrideAccess: true })
    expect(published.name).toBe(`${offer.name} (scheduled)`)
  })
})

describe('a stopping worker', () => {
  it('releases the job it cannot finish in time, and its queue’s lock, for another instance', async () => {
    process.env.REDIS_URL = REDIS_URL
    // A mail server that takes the message and never answers: the delivery cannot finish.
    let inFlight = false
    const mail = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream) {
        stream.resume()
        stream.on('end', () => (inFlight = true))
      },
    })
    await new Promise<void>((resolve) => mail.listen(0, '127.0.0.1', resolve))
    process.env.SMTP_URL = `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}`
    try {
      const lead = await storeLead('Stopping')
      const stop = startJobWorker(payload)
      await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(true)
      expect((await jobOf(lead)).processing).toBe(true)
      const started = Date.now()
      await stop(1_000)
      expect(Date.now() - started).toBeLessThan(3_000)
      // Waiting again, and the queue free: another instance takes it up on its next pass.
      expect((await jobOf(lead)).processing).toBe(false)
      expect(await redis.exists(`lock:jobs:${LEADS_QUEUE}`)).toBe(0)
    } finally {
      delete process.env.SMTP_URL
      mail.close(() => {})
    }
  })
})
