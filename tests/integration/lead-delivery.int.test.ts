// Lead delivery over real SMTP: an SMTP server inside the test receives and parses what the
// platform sends. A lead is stored first and e-mailed by the leads queue; every attempt is
// recorded on the lead; SMTP down, then up again: every lead arrives, none twice.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Lead, Tenant } from '@/payload-types'
import { DELIVERY_ATTEMPTS, LEADS_QUEUE } from '@/features/leads/delivery/deliverLead'
import { signature } from '@/features/leads/delivery/leadWebhook'
import { resendLead } from '@/features/leads/delivery/resendLead'
import { workQueue } from '@/jobs/worker'
import { POST as resend } from '@/app/api/leads/[id]/resend/route'
import { seededPayload, tenantBySlug, userByEmail } from './payload'
import { validAdf } from './adfSchema'
import { storeLead as storeStraight } from './leadRequests'
import { authorizationOf, staffUser } from './staffUsers'
import { GET as REST_GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'

type Received = { to: string[]; mail: ParsedMail }
let payload: Payload
let toyota: Tenant
let server: SMTPServer | null = null
let received: Received[] = []

/** An SMTP server on a free port (STARTTLS off: the test speaks plain SMTP on loopback). */
async function startSmtp() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}
const stopSmtp = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  await payload.update({
    collection: 'tenants',
    id: toyota.id,
    data: { contact: { leadEmail: 'sales@harbour.test, manager@harbour.test' } },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await stopSmtp()
  delete process.env.SMTP_URL
  await payload.destroy()
})
beforeEach(() => {
  received = []
})

const storeLead = (tenant: Tenant, firstName: string) => storeStraight(payload, tenant, firstName)
/** The e-mails one lead produced (others stored by earlier tests may go out in the same run). */
const mailsFor = (id: Lead['id']) => received.filter(({ mail }) => mail.headers.get('x-lead-id') === String(id))
const leadById = (id: Lead['id']) => payload.findByID({ collection: 'leads', id, overrideAccess: true })
const runLeadsQueue = () => payload.jobs.run({ queue: LEADS_QUEUE, limit: 100, sequential: true, silent: true })
/** Time passes: the leads queue's retries come due. */
const retriesComeDue = () =>
  payload.update({
    collection: 'payload-jobs',
    where: { queue: { equals: LEADS_QUEUE } },
    data: { waitUntil: new Date(0).toISOString() },
    overrideAccess: true,
  })

describe('lead delivery', () => {
  it('e-mails a stored lead to every address of the dealer’s “E-mail for leads”, once, and records it', async () => {
    await startSmtp()
    const lead = await storeLead(toyota, 'Jane')
    // Stored first; nothing is sent until the queue runs.
    expect(received).toHaveLength(0)
    expect((await leadById(lead.id)).deliveryStatus).toBe('pending')

    await runLeadsQueue()
    expect(received).toHaveLength(1)
    const [{ to, mail }] = received as [Received]
    expect(to.sort()).toEqual(['manager@harbour.test', 'sales@harbour.test'])
    expect(mail.subject).toBe('General enquiry from Jane Citizen (Harbour City Toyota website)')
    expect(mail.replyTo?.text).toBe('jane@example.com')
    expect(mail.headers.get('x-lead-id')).toBe(String(lead.id))
    for (const text of ['Phone: 0412345678', 'Model: RAV4', 'From car: HT1234', 'Is the RAV4 still available?'])
      expect(mail.text).toContain(text)
    expect(mail.html).toContain('<th align="left" valign="top" style="color:#555">Phone</th>')

    const delivered = await leadById(lead.id)
    expect(delivered.deliveryStatus).toBe('sent')
    expect(delivered.deliveryAttempts).toMatchObject([
      { channel: 'email', outcome: 'sent', to: 'sales@harbour.test, manager@harbour.test' },
    ])
    await runLeadsQueue()
    expect(received).toHaveLength(1)
  })

  it('a worker that dies after the mail server took a lead, before recording it, sends the same message again', async () => {
    await startSmtp()
    const lead = await storeLead(toyota, 'Twice')
    await runLeadsQueue()
    // What a crash in that moment leaves: the e-mail at the mail server, no record of it.
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { deliveryStatus: 'pending', deliveryAttempts: [] },
      overrideAccess: true,
      context: { leadDelivery: true },
    })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.lead': { equals: String(lead.id) } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { completedAt: null, processing: true, log: [] },
      overrideAccess: true,
    })
    await workQueue(payload, LEADS_QUEUE)
    const copies = mailsFor(lead.id).map(({ mail }) => mail.messageId)
    expect(copies).toEqual([`<lead-${lead.id}@dealer-sites.localhost>`, `<lead-${lead.id}@dealer-sites.localhost>`])
    expect((await leadById(lead.id)).deliveryStatus).toBe('sent')
  })

  it('SMTP down for a while, then up: every lead arrives exactly once, each attempt recorded', async () => {
    await stopSmtp()
    const leads = await Promise.all(['Ann', 'Bob', 'Cat'].map((name) => storeLead(toyota, name)))
    await runLeadsQueue()
    for (const lead of leads) {
      const stored = await leadById(lead.id)
      expect(stored.deliveryStatus).toBe('retrying')
      expect(stored.deliveryAttempts).toMatchObject([
        { outcome: 'failed', detail: expect.stringMatching(/ECONNREFUSED/) },
      ])
    }
    await startSmtp()
    await retriesComeDue()
    await runLeadsQueue()
    await runLeadsQueue()
    const names = received.map(({ mail }) => mail.subject?.split(' from ')[1]?.split(' ')[0]).sort()
    expect(names).toEqual(['Ann', 'Bob', 'Cat'])
    for (const lead of leads) {
      const stored = await leadById(lead.id)
      expect(stored.deliveryStatus).toBe('sent')
      expect(stored.deliveryAttempts?.map((a) => a.outcome)).toEqual(['failed', 'sent'])
    }
  })

  it('a dealer without an address: failed at once, with what to do; no mail server: written to the log', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    await payload.update({
      collection: 'tenants',
      id: outback.id,
      data: { contact: { leadEmail: '' } },
      overrideAccess: true,
    })
    const unaddressed = await storeLead(outback, 'Dan')
    await runLeadsQueue()
    const failed = await leadById(unaddressed.id)
    expect(failed.deliveryStatus).toBe('failed')
    expect(failed.deliveryAttempts?.[0]?.detail).toMatch(/set "E-mail for leads"/)
    expect(received).toHaveLength(0)

    const url = process.env.SMTP_URL
    delete process.env.SMTP_URL
    const logged = await storeLead(toyota, 'Eve')
    await runLeadsQueue()
    process.env.SMTP_URL = url
    expect((await leadById(logged.id)).deliveryStatus).toBe('logged')
    expect(received).toHaveLength(0)
  })

  it('lets staff reset a forgotten password by e-mail', async () => {
    const email = 'editor@harbour-toyota.test'
    await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    expect(received).toHaveLength(1)
    const [{ to, mail }] = received as [Received]
    expect(to).toEqual([email])
    const token = /reset\/([A-Za-z0-9]+)/.exec(mail.html || mail.text || '')?.[1]
    expect(token).toBeTruthy()
    await payload.resetPassword({
      collection: 'users',
      data: { token: token!, password: 'a-new-long-password-1' },
      overrideAccess: true,
    })
    const login = await payload.login({ collection: 'users', data: { email, password: 'a-new-long-password-1' } })
    expect(login.user?.email).toBe(email)
    // Three reset e-mails an hour per account; the fourth request is refused.
    await payload.forgotPassword({ collection: 'users', data: { email } })
    await payload.forgotPassword({ collection: 'users', data: { email } })
    await expect(payload.forgotPassword({ collection: 'users', data: { email } })).rejects.toThrow(
      /Too many password reset requests/,
    )
    expect(received).toHaveLength(3)
  })

  it('records delivery for staff to read, never to change', async () => {
    const lead = await storeLead(toyota, 'Fay')
    const editor = await userByEmail(payload, 'editor@harbour-toyota.test')
    const changed = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'contacted', deliveryStatus: 'sent', deliveryAttempts: [] },
      user: editor,
      overrideAccess: false,
    })
    expect(changed.status).toBe('contacted')
    expect(changed.deliveryStatus).toBe('pending')
  })

  it('posts each lead to the dealer’s CRM webhook, signed; a webhook that fails is retried without e-mailing twice', async () => {
    await startSmtp()
    // Leads stored by earlier tests go out first, before the dealer has a webhook.
    await runLeadsQueue()
    const secret = 'a-shared-signing-key-for-the-crm'
    const calls: { body: string; signed: boolean; leadId?: string }[] = []
    let answer = 500
    const crm: Server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        calls.push({
          body,
          signed: request.headers['x-signature'] === signature(body, secret),
          leadId: request.headers['x-lead-id'] as string | undefined,
        })
        response.writeHead(answer).end()
      })
    })
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { contact: { leadWebhookUrl: url, leadWebhookSecret: secret } },
      overrideAccess: true,
    })
    try {
      // The key is the dealer's admins' (and the platform admin's) to read, not an editor's.
      const read = async (email: string) =>
        (
          await payload.findByID({
            collection: 'tenants',
            id: toyota.id,
            user: await userByEmail(payload, email),
            overrideAccess: false,
          })
        ).contact?.leadWebhookSecret
      expect(await read('admin@platform.test')).toBe(secret)
      expect(await read('editor@harbour-toyota.test')).toBeUndefined()
      // A user with different roles at two dealers reads the key only where they are the dealer admin.
      const outback = await tenantBySlug(payload, 'outback-cars')
      await payload.update({
        collection: 'tenants',
        id: outback.id,
        data: { contact: { leadWebhookSecret: 'outback-signing-key-0123456789' } },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'users',
        data: {
          email: 'admin-outback-viewer-harbour@example.test',
          password: 'a-long-enough-password',
          name: 'Two dealers',
          tenants: [
            { tenant: outback.id, roles: ['dealer-admin'] },
            { tenant: toyota.id, roles: ['viewer'] },
          ],
        } as never,
        overrideAccess: true,
      })
      const twoDealers = await userByEmail(payload, 'admin-outback-viewer-harbour@example.test')
      const secretAt = async (id: Tenant['id']) =>
        (await payload.findByID({ collection: 'tenants', id, user: twoDealers, overrideAccess: false })).contact
          ?.leadWebhookSecret
      expect(await secretAt(outback.id)).toBe('outback-signing-key-0123456789')
      expect(await secretAt(toyota.id)).toBeUndefined()
      const lead = await storeLead(toyota, 'Gus')
      await runLeadsQueue()
      // The e-mail went; the CRM answered 500, so the lead waits to retry the webhook only.
      expect(mailsFor(lead.id)).toHaveLength(1)
      expect(calls).toHaveLength(1)
      expect((await leadById(lead.id)).deliveryStatus).toBe('retrying')
      answer = 200
      await retriesComeDue()
      await runLeadsQueue()
      expect(mailsFor(lead.id)).toHaveLength(1)
      expect(calls).toHaveLength(2)
      expect(calls.every((call) => call.signed && call.leadId === String(lead.id))).toBe(true)
      const sent = JSON.parse(calls[1]!.body)
      expect(sent).toMatchObject({
        event: 'lead.created',
        lead: { id: String(lead.id), first_name: 'Gus', phone: '0412345678', details: { model: 'RAV4' } },
        dealer: { name: 'Harbour City Toyota', slug: 'harbour-toyota' },
      })
      const delivered = await leadById(lead.id)
      expect(delivered.deliveryStatus).toBe('sent')
      expect(delivered.deliveryAttempts?.map((a) => `${a.channel}:${a.outcome}`)).toEqual([
        'email:sent',
        'webhook:failed',
        'webhook:sent',
      ])

      // A receiver that never recovers: failed after the last of its tries, and no more.
      answer = 503
      const doomed = await storeLead(toyota, 'Hal')
      for (let run = 0; run < DELIVERY_ATTEMPTS + 2; run++) {
        await retriesComeDue()
        await runLeadsQueue()
      }
      const failed = await leadById(doomed.id)
      expect(failed.deliveryStatus).toBe('failed')
      expect(failed.deliveryAttempts?.filter((a) => a.channel === 'webhook')).toHaveLength(DELIVERY_ATTEMPTS)
      expect(failed.deliveryAttempts?.filter((a) => a.channel === 'email')).toHaveLength(1)
    } finally {
      await new Promise((resolve) => crm.close(resolve))
      await payload.update({
        collection: 'tenants',
        id: toyota.id,
        data: { contact: { leadWebhookUrl: '', leadWebhookSecret: '' } },
        overrideAccess: true,
      })
    }
  })

  it('sends ADF/XML where the dealer chooses it: as the webhook body and attached to the e-mail, valid against ADF’s DTD', async () => {
    await startSmtp()
    await runLeadsQueue()
    const secret = 'an-adf-signing-key-for-the-crm'
    const calls: { body: string; type?: string; signed: boolean }[] = []
    const crm: Server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        calls.push({
          body,
          type: request.headers['content-type'],
          signed: request.headers['x-signature'] === signature(body, secret),
        })
        response.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: {
        contact: {
          leadWebhookUrl: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/adf`,
          leadWebhookSecret: secret,
          leadWebhookFormat: 'adf',
          leadEmailAdf: true,
        },
      },
      overrideAccess: true,
    })
    try {
      const lead = await payload.create({
        collection: 'leads',
        data: {
          tenant: toyota.id,
          summary: 'Ivy Citizen · Make an offer · 2021 Toyota HiLux SR5',
          category: 'vehicle',
          subcategory: 'Make an offer',
          status: 'new',
          firstName: 'Ivy',
          lastName: 'O’Brien & Sons <Pty>',
          email: 'ivy@example.com',
          phone: '0412345678',
          postcode: '2000',
          message: 'Would you take this?\u0007',
          details: { offerFromClient: 41_000 },
          vehicle: {
            title: '2021 Toyota HiLux SR5',
            year: 2021,
            stockNumber: 'HT0099',
            price: 44_990,
            make: 'Toyota',
            model: 'HiLux',
            carType: 'used',
            status: 'in_stock',
            link: '/cars/2021-toyota-hilux-sr5-ht0099',
          },
        },
        overrideAccess: true,
      })
      await runLeadsQueue()
      expect(calls).toHaveLength(1)
      const [call] = calls as [(typeof calls)[number]]
      expect(call.signed).toBe(true)
      expect(call.type).toMatch(/^application\/xml/)
      expect(validAdf(call.body)).toEqual({ valid: true, errors: '' })
      for (const part of [
        '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>HiLux</model><stock>HT0099</stock>',
        '<price type="asking" currency="AUD">44990</price><price type="offer" currency="AUD">41000</price>',
        '<name part="last">O’Brien &amp; Sons &lt;Pty&gt;</name>',
        '<vendorname>Harbour City Toyota</vendorname>',
      ])
        expect(call.body).toContain(part)
      const [mail] = mailsFor(lead.id)
      const attachment = mail!.mail.attachments.find((a) => a.filename === 'lead.xml')
      expect(attachment?.content.toString('utf8')).toBe(call.body)
      // A lead without a car is still a valid ADF prospect (the model a test drive was for).
      const plain = await storeLead(toyota, 'Joe')
      await runLeadsQueue()
      expect(calls).toHaveLength(2)
      expect(validAdf(calls[1]!.body)).toEqual({ valid: true, errors: '' })
      expect(calls[1]!.body).toContain('<year></year><make></make><model>RAV4</model>')
      expect((await leadById(plain.id)).deliveryStatus).toBe('sent')
    } finally {
      await new Promise((resolve) => crm.close(resolve))
      await payload.update({
        collection: 'tenants',
        id: toyota.id,
        data: {
          contact: { leadWebhookUrl: '', leadWebhookSecret: '', leadWebhookFormat: 'json', leadEmailAdf: false },
        },
        overrideAccess: true,
      })
    }
  })

  it('staff send a lead again: editors and admins of its dealer only; it goes out on every channel once more', async () => {
    await startSmtp()
    const lead = await storeLead(toyota, 'Kim')
    await runLeadsQueue()
    expect(mailsFor(lead.id)).toHaveLength(1)
    const southern = await tenantBySlug(payload, 'southern-cross')
    await payload.create({
      collection: 'users',
      data: {
        email: 'editor-southern-viewer-harbour@example.test',
        password: 'a-long-enough-password',
        name: 'Viewer here, editor there',
        tenants: [
          { tenant: southern.id, roles: ['editor'] },
          { tenant: toyota.id, roles: ['viewer'] },
        ],
      } as never,
      overrideAccess: true,
    })
    const mixed = await userByEmail(payload, 'editor-southern-viewer-harbour@example.test')
    const southernEditor = await userByEmail(payload, 'editor@southern-cross.test')
    expect((await resendLead(payload, null, String(lead.id))).status).toBe(401)
    expect((await resendLead(payload, mixed, String(lead.id))).status).toBe(403)
    expect((await resendLead(payload, southernEditor, String(lead.id))).status).toBe(404)
    expect((await resendLead(payload, southernEditor, 'no-such-lead')).status).toBe(404)
    await runLeadsQueue()
    expect(mailsFor(lead.id)).toHaveLength(1)

    // Over REST, as the admin's button sends it: a Harbour editor's token.
    await payload.create({
      collection: 'users',
      data: {
        email: 'second-editor@harbour-toyota.test',
        password: 'a-long-enough-password',
        name: 'Harbour editor',
        tenants: [{ tenant: toyota.id, roles: ['editor'] }],
      } as never,
      overrideAccess: true,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'second-editor@harbour-toyota.test', password: 'a-long-enough-password' },
    })
    const response = await resend(
      new NextRequest(`http://localhost/api/leads/${lead.id}/resend`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ id: String(lead.id) }) },
    )
    expect(response.status).toBe(202)
    expect((await leadById(lead.id)).deliveryStatus).toBe('pending')
    await runLeadsQueue()
    expect(mailsFor(lead.id)).toHaveLength(2)
    const again = await leadById(lead.id)
    expect(again.deliveryStatus).toBe('sent')
    expect(again.deliveryAttempts?.map((a) => `${a.channel}:${a.outcome}`)).toEqual(['email:sent', 'email:sent'])
    await runLeadsQueue()
    expect(mailsFor(lead.id)).toHaveLength(2)
  })

  it('a department with its own lead addresses gets its leads there; visitors and other dealers never read them', async () => {
    await startSmtp()
    await runLeadsQueue()
    received = []
    const { docs } = await payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: toyota.id } }, { locationType: { equals: 'service' } }] },
      overrideAccess: true,
      limit: 1,
    })
    const service = docs[0]!
    await payload.update({
      collection: 'locations',
      id: service.id,
      data: { leadEmail: 'service-desk@harbour.test' },
      overrideAccess: true,
    })
    try {
      const atService = await payload.create({
        collection: 'leads',
        data: {
          tenant: toyota.id,
          summary: 'Mia · Service Enquiry',
          category: 'general',
          status: 'new',
          location: service.id,
          firstName: 'Mia',
          email: 'mia@example.com',
          phone: '0412345678',
          message: 'Logbook service',
        },
        overrideAccess: true,
      })
      const elsewhere = await storeLead(toyota, 'Ned')
      await runLeadsQueue()
      expect(mailsFor(atService.id).map((m) => m.to)).toEqual([['service-desk@harbour.test']])
      expect(mailsFor(elsewhere.id).map((m) => m.to.sort())).toEqual([['manager@harbour.test', 'sales@harbour.test']])

      // Whoever may read the location at all (visitors may not over the Local API without a site) sees no address.
      const readAs = async (email: string | null) =>
        (
          await payload
            .findByID({
              collection: 'locations',
              id: service.id,
              user: email ? await userByEmail(payload, email) : undefined,
              overrideAccess: false,
            })
            .catch(() => null)
        )?.leadEmail
      expect(await readAs('editor@harbour-toyota.test')).toBe('service-desk@harbour.test')
      expect(await readAs(null)).toBeUndefined()
      expect(await readAs('editor@southern-cross.test')).toBeUndefined()

      // Over REST and GraphQL: anonymous on the dealer's own site, and another dealer's editor.
      await staffUser(payload, 'lead-email-outsider@southern.test', [
        { tenant: await tenantBySlug(payload, 'southern-cross'), roles: ['editor'] },
      ])
      await staffUser(payload, 'lead-email-insider@harbour.test', [{ tenant: toyota, roles: ['viewer'] }])
      const viaRest = async (authorization?: string) => {
        const response = await REST_GET(
          new NextRequest(`http://harbour-toyota.localhost/api/locations/${service.id}?depth=0`, {
            headers: { host: 'harbour-toyota.localhost', ...(authorization ? { authorization } : {}) },
          }),
          { params: Promise.resolve({ slug: ['locations', String(service.id)] }) },
        )
        return response.ok ? ((await response.json()) as { leadEmail?: string }).leadEmail : undefined
      }
      const viaGraphql = async (authorization?: string) => {
        const response = await GRAPHQL(
          new NextRequest('http://harbour-toyota.localhost/api/graphql', {
            method: 'POST',
            headers: {
              host: 'harbour-toyota.localhost',
              'content-type': 'application/json',
              ...(authorization ? { authorization } : {}),
            },
            body: JSON.stringify({ query: `{ Location(id: ${JSON.stringify(service.id)}) { leadEmail } }` }),
          }),
        )
        return ((await response.json()) as { data?: { Location?: { leadEmail?: string | null } | null } }).data
          ?.Location?.leadEmail
      }
      const outsider = await authorizationOf(payload, 'lead-email-outsider@southern.test')
      const insider = await authorizationOf(payload, 'lead-email-insider@harbour.test')
      expect(await viaRest()).toBeUndefined()
      expect(await viaRest(outsider)).toBeUndefined()
      expect(await viaRest(insider)).toBe('service-desk@harbour.test')
      expect(await viaGraphql()).toBeFalsy()
      expect(await viaGraphql(outsider)).toBeFalsy()
      expect(await viaGraphql(insider)).toBe('service-desk@harbour.test')
    } finally {
      await payload.update({ collection: 'locations', id: service.id, data: { leadEmail: '' }, overrideAccess: true })
    }
  })
})
