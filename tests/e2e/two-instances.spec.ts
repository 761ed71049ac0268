import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { Redis } from 'ioredis'
import { startMailCatcher } from '../../scripts/mailCatcher.mjs'
import { startWireServer } from '../../scripts/mongoWireServer.mjs'
import { startProductionServer } from '../../scripts/productionServer.mjs'
import { startNginx, UPSTREAM_HEADER } from '../fixtures/nginx'
import { runScript } from '../fixtures/runScript'
import { PASSWORD, test } from './env'

// Two production instances on one database (the MongoDB wire-protocol server), behind Debian's
// nginx on loopback, sharing state through Redis: what one instance learns, the other knows;
// and when one dies the proxy serves from the other and no lead is lost or sent as two messages.
const [A, B, PROXY, WIRE] = [3103, 3104, 3105, 27_192]
const REDIS_URL = 'redis://127.0.0.1:6379/3'
const SLUG = 'harbour-toyota'
const host = { Host: `${SLUG}.localhost:${PROXY}` }
const through = (port: number, pathname: string) => `http://127.0.0.1:${port}${pathname}`
const instanceOf = (headers: Record<string, string>) => headers[UPSTREAM_HEADER]?.split(':').pop()

test('two instances behind nginx share limits, views and cache expiry, and survive one being killed', async ({
  request,
}) => {
  test.setTimeout(900_000)
  const redis = new Redis(REDIS_URL)
  await redis.flushdb()
  const wire = await startWireServer(WIRE)
  const mailbox = mkdtempSync(path.join(os.tmpdir(), 'e2e-two-mail-'))
  const mail = await startMailCatcher({ dir: mailbox })
  const smsInbox = mkdtempSync(path.join(os.tmpdir(), 'e2e-two-sms-'))
  const media = path.resolve('.data', 'e2e-two-a', 'media')
  const env = {
    DATABASE_URI: `${wire.url}/e2e-two`,
    DATABASE_TRANSACTIONS: 'none',
    ELASTICSEARCH_CAR_ALIAS: 'e2e-two-cars',
    REDIS_URL,
    // A CDN in front of nginx: the visitor's address is the one the CDN appended.
    TRUSTED_PROXY_HOPS: '2',
    LEAD_RATE_LIMIT: '5',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    SITE_URL_TEMPLATE: `http://{slug}.localhost:${PROXY}`,
    PLATFORM_ADMIN_URL: `http://localhost:${PROXY}`,
    // Sign-in codes go to a local inbox this test reads, as in development.
    SMS_PROVIDER: 'local',
    SMS_INBOX_DIR: smsInbox,
  }
  const stops: (() => unknown)[] = [() => wire.stop(), () => mail.stop(), () => redis.disconnect()]
  try {
    const a = await startProductionServer({ name: 'e2e-two-a', port: A, skipBuild: true, quiet: true, env })
    stops.unshift(a.stop)
    const b = await startProductionServer({
      name: 'e2e-two-b',
      port: B,
      skipBuild: true,
      quiet: true,
      fresh: false,
      env: { ...env, MEDIA_DIR: media },
    })
    stops.unshift(b.stop)
    const proxy = await startNginx(PROXY, [A, B])
    stops.unshift(proxy.stop)

    await test.step('an offer saved through one instance is on the other’s pages within 5 s', async () => {
      const offers = () => request.get(through(B, '/special-offers'), { headers: host }).then((r) => r.text())
      await offers()
      const before = await offers()
      const login = await request.post(through(A, '/api/users/login'), {
        data: { email: 'admin@platform.test', password: PASSWORD },
      })
      const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
      const read = async <T>(pathname: string) =>
        (await (await request.get(through(A, pathname), { headers: auth })).json()) as { docs: T[] }
      const tenant = (await read<{ id: string }>(`/api/tenants?where[slug][equals]=${SLUG}&depth=0`)).docs[0]!.id
      const offer = (
        await read<{ id: string; name: string }>(`/api/offers?where[tenant][equals]=${tenant}&depth=0&limit=50`)
      ).docs.find((candidate) => before.includes(candidate.name))
      expect(offer, 'an offer on the page').toBeTruthy()
      const renamed = `${offer!.name} (saved on instance A)`
      const saved = await request.patch(through(A, `/api/offers/${offer!.id}`), {
        headers: auth,
        data: { name: renamed },
      })
      expect(saved.status()).toBe(200)
      const savedAt = Date.now()
      await expect.poll(async () => (await offers()).includes(renamed), { timeout: 5_000, intervals: [200] }).toBe(true)
      console.log(`the renamed offer showed on instance B ${Date.now() - savedAt} ms after the save on A`)
    })

    await test.step('six leads from one address over both instances: five stored, the sixth refused', async () => {
      const answers: { status: number; instance?: string }[] = []
      for (let n = 1; n <= 6; n++) {
        const response = await request.post(through(PROXY, '/api/leads'), {
          headers: { ...host, 'X-Forwarded-For': '203.0.113.7' },
          data: lead(n),
        })
        answers.push({ status: response.status(), instance: instanceOf(response.headers()) })
        // Each answer names its request, as the instance logged it.
        expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      }
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429])
      expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set([String(A), String(B)]))
    })

    await test.step('a car viewed through both instances counts once', async () => {
      const search = await request.get(through(PROXY, '/search/used-cars'), { headers: host }).then((r) => r.text())
      const car = search.match(/href="\/cars\/([^"/?]+)"/)![1]!
      const views = []
      for (let n = 0; n < 2; n++) {
        const response = await request.post(through(PROXY, `/api/cars/${car}/views`), { headers: host })
        views.push({ status: response.status(), instance: instanceOf(response.headers()), ...(await response.json()) })
      }
      expect(views.map((view) => [view.status, view.counted])).toEqual([
        [201, true],
        [200, false],
      ])
      expect(views[0]!.instance).not.toBe(views[1]!.instance)
      expect(views[1]!.views).toBe(views[0]!.views)
    })

    await test.step('a visitor signed in through one instance is signed in on the other; a number’s code limit spans both', async () => {
      const visitor = { ...host, 'X-Forwarded-For': '203.0.113.60' }
      const send = (port: number) =>
        request.post(through(port, '/api/visitor/code'), { headers: visitor, data: { phone_number: '0412 888 001' } })
      expect((await send(A)).status()).toBe(200)
      const texted = readFileSync(path.join(smsInbox, '+61412888001.jsonl'), 'utf8').trim().split('\n').at(-1)!
      const code = /^(\d{6}) /.exec((JSON.parse(texted) as { body: string }).body)![1]!
      const signedIn = await request.post(through(A, '/api/visitor/session'), {
        headers: visitor,
        data: { phone_number: '0412888001', code },
      })
      expect(signedIn.status()).toBe(200)
      const cookie = signedIn.headers()['set-cookie']!.split(';')[0]!
      const onB = await request.get(through(B, '/api/visitor/session'), { headers: { ...visitor, cookie } })
      expect(onB.status()).toBe(200)
      expect(((await onB.json()) as { account: { phone_number: string } }).account.phone_number).toBe('0412888001')
      // Three codes a number in ten minutes, wherever they are asked for.
      expect([(await send(B)).status(), (await send(B)).status(), (await send(A)).status()]).toEqual([200, 200, 429])
    })

    await test.step('a scheduled publish is run by one of the two instances, once', async () => {
      const login = await request.post(through(A, '/api/users/login'), {
        data: { email: 'admin@platform.test', password: PASSWORD },
      })
      const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
      const read = async <T>(pathname: string) =>
        (await (await request.get(through(A, pathname), { headers: auth })).json()) as T
      const offer = (await read<{ docs: { id: string; name: string }[] }>('/api/offers?depth=0&limit=1&sort=createdAt'))
        .docs[0]!
      const published = async () =>
        (
          await read<{ totalDocs: number }>(
            `/api/offers/versions?where[parent][equals]=${offer.id}&where[version._status][equals]=published&limit=1`,
          )
        ).totalDocs
      const before = await published()
      const name = `${offer.name} (published on schedule)`
      const queued = await runScript('tests/fixtures/schedulePublish.ts', [offer.id, name, '3000'], {
        env: definedOf(a.env),
      })
      expect(queued.code, queued.output).toBe(0)
      const job = queued.output.match(/queued as job (\S+)/)![1]!
      await expect
        .poll(async () => (await read<{ completedAt?: string }>(`/api/payload-jobs/${job}`)).completedAt, {
          timeout: 40_000,
        })
        .toBeTruthy()
      const now = await read<{ name?: string }>(`/api/offers/${offer.id}?depth=0`)
      expect(now.name, JSON.stringify(now).slice(0, 300)).toBe(name)
      // Both instances work the default queue every 10 s: one of them ran it, and only once.
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      expect(await published()).toBe(before + 1)
      // One task run in the job's log: the instance that took the queue ran it.
      expect((await read<{ log?: unknown[] }>(`/api/payload-jobs/${job}`)).log).toHaveLength(1)
    })

    await test.step('one instance killed under load: nothing fails but what was in flight on it', async () => {
      const pages = ['/', '/search/used-cars', '/special-offers', '/finance']
      type Answer = { what: string; status: number; instance?: string; began: number; ended: number; lead?: string }
      const answers: Answer[] = []
      const ends = Date.now() + 30_000
      let killedAt = 0
      setTimeout(() => {
        killedAt = Date.now()
        b.kill('SIGKILL')
      }, 10_000)
      let leadNumber = 100
      const visitor = async (request: APIRequestContext, index: number) => {
        for (let turn = 0; Date.now() < ends; turn++) {
          const began = Date.now()
          const isLead = turn % 10 === 9
          // One number per lead, so no visitor's address sends more leads than the limit.
          const n = isLead ? leadNumber++ : 0
          const answer = await (
            isLead
              ? request.post(through(PROXY, '/api/leads'), {
                  // A visitor of its own, as the CDN saw it.
                  headers: { ...host, 'X-Forwarded-For': `198.51.100.${n % 250}` },
                  data: lead(n),
                })
              : request.get(through(PROXY, pages[(turn + index) % pages.length]!), { headers: host })
          ).then(
            async (response) => ({
              status: response.status(),
              instance: instanceOf(response.headers()),
              lead:
                isLead && response.status() === 201
                  ? String(((await response.json()) as { lead_id: string }).lead_id)
                  : undefined,
            }),
            () => ({ status: 0 }),
          )
          answers.push({ what: isLead ? 'lead' : 'page', began, ended: Date.now(), ...answer })
        }
      }
      await Promise.all(Array.from({ length: 6 }, (_, index) => visitor(request, index)))
      const failed = answers.filter((answer) => answer.status !== 200 && answer.status !== 201)
      // In flight on B: under way when it was killed, or handed to it by nginx (on a kept-alive
      // connection) in the moments SIGKILL takes to end the process and reset its sockets.
      const inFlight = (answer: Answer) =>
        (answer.began <= killedAt && answer.ended >= killedAt) ||
        (answer.instance === String(B) && answer.began - killedAt < 250)
      const describe = (answer: Answer) =>
        `${answer.what} ${answer.status} on ${answer.instance} at ${answer.began - killedAt} to ${answer.ended - killedAt} ms`
      expect(failed.filter((answer) => !inFlight(answer)).map(describe)).toEqual([])
      expect(answers.filter((answer) => answer.ended > killedAt + 1_000).every((a) => a.instance === String(A))).toBe(
        true,
      )
      const leads = answers.filter((answer) => answer.lead).map((answer) => answer.lead!)
      console.log(
        `${answers.length} requests in 30 s, instance B killed at 10 s: ${failed.length} failed (in flight on it), ` +
          `${leads.length} leads stored`,
      )
      // Every stored lead reaches the dealer; one B was sending when it died may come twice
      // (SMTP cannot promise once across a crash), then as the same message.
      const notDelivered = () => {
        const mails = deliveries(mailbox)
        return leads.filter((id) => !mails.has(id))
      }
      await expect.poll(notDelivered, { timeout: 90_000 }).toEqual([])
      const copies = [...deliveries(mailbox)].filter(([, ids]) => ids.length > 1)
      expect(copies.length, JSON.stringify(copies)).toBeLessThanOrEqual(1)
      for (const [, ids] of copies) expect(new Set(ids).size).toBe(1)
    })
  } finally {
    for (const stop of stops) await stop()
  }
})

function lead(n: number) {
  return {
    category: 'general',
    name: `Two Instances ${n}`,
    email: `two${n}@example.com`,
    phone: '0412345678',
    subject: 'Sales Enquiry',
    message: 'Which instance am I on?',
  }
}

/** The Message-IDs of the e-mails the dealer's mail server took for each lead. */
function deliveries(mailbox: string): Map<string, string[]> {
  const mails = new Map<string, string[]>()
  for (const file of readdirSync(mailbox)) {
    const text = readFileSync(path.join(mailbox, file), 'utf8')
    const id = text.match(/^X-Lead-Id: (.+)$/im)?.[1]?.trim()
    if (id) mails.set(id, [...(mails.get(id) ?? []), text.match(/^Message-ID: (.+)$/im)?.[1]?.trim() ?? file])
  }
  return mails
}

function definedOf(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined))
}
