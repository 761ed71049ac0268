// Many leads (60 in the suite, LEAD_LOAD=500 for the figure) through the leads queue to an SMTP server that refuses every other message
// (451, "try again later"): every lead reaches the dealer exactly once, each refusal is
// recorded and retried. Figures are printed, not asserted (timings belong in benchmarks).
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { DELIVERY_ATTEMPTS, LEADS_QUEUE } from '@/features/leads/delivery/deliverLead'
import { seededPayload, tenantBySlug } from './payload'

/** 60 in the suite; LEAD_LOAD=500 for the figure the issue asks for (about three minutes). */
const LEADS = Number(process.env.LEAD_LOAD) || 60
let payload: Payload
let toyota: Tenant
let server: SMTPServer
let offered = 0
let refused = 0
const arrived = new Map<string, number>()

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  await payload.update({
    collection: 'tenants',
    id: toyota.id,
    data: { contact: { leadEmail: 'sales@harbour.test' } },
    overrideAccess: true,
  })
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          // Every other message is refused as a mail server does when it is overloaded.
          if (offered++ % 2 === 0) {
            refused++
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          }
          const id = String(mail.headers.get('x-lead-id'))
          arrived.set(id, (arrived.get(id) ?? 0) + 1)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  delete process.env.SMTP_URL
  await payload.destroy()
})

it(`${LEADS} leads with SMTP refusing half the messages: all delivered, none twice`, { timeout: 600_000 }, async () => {
  const started = Date.now()
  const ids: string[] = []
  for (let n = 0; n < LEADS; n++) {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        tenant: toyota.id,
        summary: `Visitor ${n} · General enquiry`,
        category: 'general',
        status: 'new',
        firstName: `Visitor${n}`,
        email: `visitor${n}@example.com`,
        phone: '0412345678',
        message: 'Is it still available?',
      },
      overrideAccess: true,
    })
    ids.push(String(lead.id))
  }
  const stored = Date.now()

  let rounds = 0
  const waiting = async () =>
    (
      await payload.count({
        collection: 'leads',
        where: { deliveryStatus: { in: ['pending', 'retrying'] } },
        overrideAccess: true,
      })
    ).totalDocs
  while ((await waiting()) > 0 && rounds < DELIVERY_ATTEMPTS) {
    rounds++
    // Time passes: retries come due.
    await payload.update({
      collection: 'payload-jobs',
      where: { queue: { equals: LEADS_QUEUE } },
      data: { waitUntil: new Date(0).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: LEADS_QUEUE, limit: LEADS * 2, sequential: true, silent: true })
  }

  console.log(
    `${LEADS} leads stored in ${((stored - started) / 1000).toFixed(1)} s, delivered in ${rounds} rounds of the queue ` +
      `(${((Date.now() - stored) / 1000).toFixed(1)} s): ${offered} SMTP deliveries tried, ${refused} refused and retried, ` +
      `${arrived.size} leads arrived, each exactly once.`,
  )
  expect(ids.filter((id) => arrived.get(id) !== 1)).toEqual([])
  expect(arrived.size).toBe(LEADS)
  const { docs } = await payload.find({
    collection: 'leads',
    where: { id: { in: ids } },
    limit: LEADS,
    depth: 0,
    overrideAccess: true,
  })
  expect(docs.every((lead) => lead.deliveryStatus === 'sent')).toBe(true)
  // Every refusal is on its lead as a failed attempt before the one that went through.
  const failedAttempts = docs.reduce(
    (sum, lead) => sum + (lead.deliveryAttempts ?? []).filter((a) => a.outcome === 'failed').length,
    0,
  )
  expect(failedAttempts).toBe(refused)
})
