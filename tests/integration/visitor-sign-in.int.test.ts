// Visitors sign in to a dealer site with a code texted to their mobile (src/features/visitorAuth):
// through the routes, with the local inbox or Twilio's stand-in as the provider. Codes are
// kept hashed, good once, for minutes and a few tries; sends and checks are limited per
// number and per address; a session is good on its own dealer's site only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as contactExists } from '@/app/api/check-if-contact-exists/route'
import { POST as sendCode } from '@/app/api/visitor/code/route'
import { DELETE as signOut, GET as account, POST as signIn } from '@/app/api/visitor/session/route'
import { CODE_FORMAT, CODE_INVALID, CODE_MINUTES, CODE_NOT_SENT, TOO_MANY_ATTEMPTS } from '@/domain/oneTimeCode'
import { INVALID_MOBILE, INVALID_NZ_MOBILE } from '@/domain/phone'
import { sendCode as sendCodeAt } from '@/features/visitorAuth/sendCode'
import type { TextMessage } from '@/integrations/sms/port'
import { signIn as signInAt } from '@/features/visitorAuth/signIn'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import type { Tenant } from '@/payload-types'
import { startTwilioStandIn } from '../../scripts/twilioStandIn.mjs'
import { seededPayload, tenantBySlug } from './payload'

const HARBOUR = 'harbour-toyota.localhost'
const SOUTHERN = 'southern-cross.localhost'
const inbox = mkdtempSync(path.join(tmpdir(), 'sms-inbox-'))
let payload: Payload
let harbour: Tenant
let address = 0

beforeAll(async () => {
  process.env.SMS_INBOX_DIR = inbox
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
})
afterAll(() => rmSync(inbox, { recursive: true, force: true }))

/** A request from one visitor's address (each test its own, so the limits of one do not meet another). */
const from = (host: string, init: { method?: string; body?: unknown; cookie?: string; path?: string; ip?: string }) =>
  new Request(`http://${host}${init.path ?? '/api/visitor/session'}`, {
    method: init.method ?? 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: init.ip ?? '203.0.113.1',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  })
const newAddress = () => `198.51.100.${++address}`

/** The last code the local inbox holds for a number. */
const lastCode = (e164: string) => {
  const lines = readFileSync(path.join(inbox, `${e164}.jsonl`), 'utf8')
    .trim()
    .split('\n')
  return /^(\d{6}) /.exec(JSON.parse(lines.at(-1)!).body)![1]!
}
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!

describe('signing in with a texted code', () => {
  it('texts a code, signs in with it once, keeps the session across requests, and signs out', async () => {
    const ip = newAddress()
    const sent = await sendCode(
      from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '+61 412 000 001', type: 'watchlist' }, ip }),
    )
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ sent: true, expires_in_minutes: CODE_MINUTES })
    const code = lastCode('+61412000001')

    // Kept as a hash; staff see the record, never the hash or the tries.
    const [record] = (
      await payload.find({
        collection: 'verifications',
        where: { phone: { equals: '0412000001' } },
        overrideAccess: true,
      })
    ).docs
    expect(record).toMatchObject({ type: 'sms', outcome: 'sent', purpose: 'watchlist', provider: 'local' })
    expect(record!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(record!.codeHash).not.toContain(code)

    const wrong = await signIn(
      from(HARBOUR, { body: { phone_number: '0412 000 001', code: code === '000000' ? '111111' : '000000' }, ip }),
    )
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors.code).toBe(CODE_INVALID)

    const right = await signIn(
      from(HARBOUR, { body: { phone_number: '0412000001', code, marketing_consent: true }, ip }),
    )
    expect(right.status).toBe(200)
    expect(right.headers.get('set-cookie')).toMatch(
      /^visitor_session=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    )
    expect((await right.json()).account).toMatchObject({ phone_number: '0412000001', marketing_consent: true })
    const cookie = cookieOf(right)

    const me = await account(from(HARBOUR, { method: 'GET', cookie }))
    expect(me.status).toBe(200)
    expect((await me.json()).account.marketing_consent_at).toEqual(expect.any(String))

    const again = await signIn(from(HARBOUR, { body: { phone_number: '0412000001', code }, ip }))
    expect((await again.json()).errors.code).toBe(CODE_INVALID)

    const out = await signOut(from(HARBOUR, { method: 'DELETE', cookie }))
    expect(out.headers.get('set-cookie')).toMatch(/^visitor_session=; Path=\/; Max-Age=0; HttpOnly/)
    expect((await account(from(HARBOUR, { method: 'GET', cookie }))).status).toBe(401)

    const outcomes = (
      await payload.find({
        collection: 'verifications',
        where: { and: [{ phone: { equals: '0412000001' } }, { type: { equals: 'verify' } }] },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.outcome)
    expect(outcomes).toEqual(['refused', 'verified', 'refused'])
  })

  it('a session is good on its own dealer’s site only; the same number at another dealer is another visitor', async () => {
    const ip = newAddress()
    await sendCode(from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000002' }, ip }))
    const cookie = cookieOf(
      await signIn(from(HARBOUR, { body: { phone_number: '0412000002', code: lastCode('+61412000002') }, ip })),
    )
    expect((await account(from(SOUTHERN, { method: 'GET', cookie }))).status).toBe(401)
    // A code texted for one dealer does not sign in at the other.
    const elsewhere = await signIn(
      from(SOUTHERN, { body: { phone_number: '0412000002', code: lastCode('+61412000002') }, ip }),
    )
    expect(elsewhere.status).toBe(400)

    const exists = async (host: string) =>
      (
        await (
          await contactExists(
            from(host, { method: 'GET', path: '/api/check-if-contact-exists?phone_number=0412000002', ip }),
          )
        ).json()
      ).exists
    expect(await exists(HARBOUR)).toBe(true)
    expect(await exists(SOUTHERN)).toBe(false)
  })

  it('an expired code and one past its tries are refused, the right code included', async () => {
    const ip = newAddress()
    await sendCode(from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000003' }, ip }))
    const code = lastCode('+61412000003')
    const later = new Date(Date.now() + (CODE_MINUTES + 1) * 60_000)
    const expired = await signInAt(payload, harbour, { phone_number: '0412000003', code }, { address: ip }, later)
    expect(expired.body).toEqual({ errors: { code: CODE_INVALID } })

    await sendCode(from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000003' }, ip }))
    const fresh = lastCode('+61412000003')
    const wrong = fresh === '999999' ? '999998' : '999999'
    for (let i = 0; i < 5; i++) await signIn(from(HARBOUR, { body: { phone_number: '0412000003', code: wrong }, ip }))
    const spent = await signIn(from(HARBOUR, { body: { phone_number: '0412000003', code: fresh }, ip }))
    expect(spent.status).toBe(400)
    expect((await spent.json()).errors.code).toBe(TOO_MANY_ATTEMPTS)
  })

  it('limits codes per number and per address, and says when to try again', async () => {
    const ip = newAddress()
    const send = (phone: string, from_ = ip) =>
      sendCode(from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: phone }, ip: from_ }))
    expect((await send('0412000004')).status).toBe(200)
    expect((await send('0412000004')).status).toBe(200)
    expect((await send('0412000004')).status).toBe(200)
    const fourth = await send('0412000004', newAddress())
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toEqual({ error: TOO_MANY_ATTEMPTS })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)

    // Fifty sends from one address to fifty numbers: ten get through in the hour.
    const loop = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) statuses.push((await send(`04130000${String(i).padStart(2, '0')}`, loop)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
  })

  it('a New Zealand dealer (its time zone Auckland) takes NZ mobiles, texts them as +64, and refuses an Australian one', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    const nz = { ...outback, identity: { ...outback.identity, timeZone: 'Pacific/Auckland' } } as Tenant
    const texts: TextMessage[] = []
    const sms = { name: 'local', send: async (message: TextMessage) => (texts.push(message), { id: 'x' }) }
    const sender = { address: newAddress() }
    const sent = await sendCodeAt(payload, nz, { phone_number: '021 123 4567' }, sender, sms)
    expect(sent.status).toBe(200)
    expect(texts.map((text) => text.to)).toEqual(['+64211234567'])
    const australian = await sendCodeAt(payload, nz, { phone_number: '0412 345 678' }, sender, sms)
    expect(australian).toMatchObject({ status: 400, body: { errors: { phone_number: INVALID_NZ_MOBILE } } })
    // The same NZ number at an Australian dealer is not a mobile there.
    const atHome = await sendCodeAt(payload, outback, { phone_number: '021 123 4567' }, sender, sms)
    expect(atHome).toMatchObject({ status: 400, body: { errors: { phone_number: INVALID_MOBILE } } })
    expect(texts).toHaveLength(1)
  })

  it('the form posted without scripts comes back to /sign-in at its next step, and goes on only within the site', async () => {
    const ip = newAddress()
    const form = (route: string, fields: Record<string, string>) =>
      new Request(`http://${HARBOUR}${route}`, {
        method: 'POST',
        headers: {
          host: HARBOUR,
          origin: `http://${HARBOUR}`,
          'content-type': 'application/x-www-form-urlencoded',
          [CLIENT_ADDRESS_HEADER]: ip,
        },
        body: new URLSearchParams(fields).toString(),
      })
    const carried = { type: 'my-garage', redirect: '//evil.test/phish' }
    const bad = await sendCode(form('/api/visitor/code', { ...carried, phone_number: '02 9999 0000' }))
    expect(bad.status).toBe(303)
    const badQuery = new URL(bad.headers.get('location')!, `http://${HARBOUR}`).searchParams
    expect(Object.fromEntries(badQuery)).toEqual({ ...carried, phone: '02 9999 0000', phone_error: 'invalid-mobile' })

    const sent = await sendCode(form('/api/visitor/code', { ...carried, phone_number: '0412000009' }))
    expect(new URL(sent.headers.get('location')!, `http://${HARBOUR}`).searchParams.get('sent')).toBe('1')
    const wrong = await signIn(form('/api/visitor/session', { ...carried, phone_number: '0412000009', code: '12' }))
    expect(wrong.headers.get('location')).toContain('code_error=code-format')
    const right = await signIn(
      form('/api/visitor/session', { ...carried, phone_number: '0412000009', code: lastCode('+61412000009') }),
    )
    expect(right.status).toBe(303)
    // A return path off the site is not followed: home instead.
    expect(right.headers.get('location')).toBe('/')
    expect(right.headers.get('set-cookie')).toMatch(/^visitor_session=/)
  })

  it('bad input is a clear 4xx: no JSON, not a mobile, a malformed code, another site’s page, no site', async () => {
    const ip = newAddress()
    const notJson = await sendCode(
      new Request(`http://${HARBOUR}/api/visitor/code`, {
        method: 'POST',
        headers: { host: HARBOUR },
        body: 'phone=1',
      }),
    )
    expect(notJson.status).toBe(415)
    expect((await sendCode(from(HARBOUR, { path: '/api/visitor/code', body: '[1]', ip }))).status).toBe(400)
    const landline = await sendCode(
      from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '(02) 9643 1200' }, ip }),
    )
    expect((await landline.json()).errors.phone_number).toBe(INVALID_MOBILE)
    const short = await signIn(from(HARBOUR, { body: { phone_number: '0412000005', code: '123' }, ip }))
    expect((await short.json()).errors.code).toBe(CODE_FORMAT)
    const forged = from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000005' }, ip })
    forged.headers.set('origin', 'https://evil.example')
    expect((await sendCode(forged)).status).toBe(403)
    expect((await sendCode(from('nobody.localhost', { path: '/api/visitor/code', body: {}, ip }))).status).toBe(404)
  })
})

describe('texting through Twilio', () => {
  it('sends the code in international form, and a provider that fails leaves the record “not sent” and a 503', async () => {
    const account_ = `AC${'2'.repeat(32)}`
    const twilio = await startTwilioStandIn({ accountSid: account_, authToken: 'token-twilio-test' })
    const env = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: account_,
      TWILIO_AUTH_TOKEN: 'token-twilio-test',
      TWILIO_FROM: 'Harbour',
      TWILIO_API_URL: twilio.url,
    }
    Object.assign(process.env, env)
    try {
      const ip = newAddress()
      const ok = await sendCode(from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000006' }, ip }))
      expect(ok.status).toBe(200)
      expect(twilio.messages.at(-1)).toMatchObject({ to: '+61412000006', from: 'Harbour' })
      expect(twilio.messages.at(-1)!.body).toMatch(/^\d{6} is your Harbour City Toyota verification code/)

      twilio.failNext(500, 20500, 'Internal Server Error')
      const failed = await sendCode(
        from(HARBOUR, { path: '/api/visitor/code', body: { phone_number: '0412000007' }, ip }),
      )
      expect(failed.status).toBe(503)
      expect(await failed.json()).toEqual({ error: CODE_NOT_SENT })
      const [record] = (
        await payload.find({
          collection: 'verifications',
          where: { phone: { equals: '0412000007' } },
          overrideAccess: true,
        })
      ).docs
      expect(record).toMatchObject({ outcome: 'not-sent', provider: 'twilio' })
    } finally {
      for (const name of Object.keys(env)) delete process.env[name]
      await twilio.stop()
    }
  })
})
