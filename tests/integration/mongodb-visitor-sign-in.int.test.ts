// The visitor sign-in on the MongoDB adapter (the wire-protocol server of mongoWire.ts): a
// code texted, refused when wrong, spent once when right, the visitor and session made, and
// a session good on its own site only; the watchlist keeps one entry per car under concurrent
// saves and goes with its visitor. The server is not MongoDB: it has no transactions, so
// spending a code and a save's one entry rest on the unique index alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_INVALID } from '@/domain/oneTimeCode'
import type { Tenant } from '@/payload-types'
import { localInbox } from '@/integrations/sms/localInbox'
import { payloadOnMongo, type MongoPayload } from './mongoWire'

const inbox = mkdtempSync(path.join(tmpdir(), 'sms-inbox-'))
let mongo: MongoPayload
let payload: Payload
let dealer: Tenant
let other: Tenant

beforeAll(async () => {
  mongo = await payloadOnMongo()
  payload = mongo.payload
  const site = (name: string, slug: string) =>
    payload.create({ collection: 'tenants', data: { name, slug, template: 'brand' }, overrideAccess: true })
  dealer = await site('Wire Motors', 'wire-motors')
  other = await site('Other Motors', 'other-motors')
}, 180_000)

afterAll(async () => {
  await mongo?.stop()
  rmSync(inbox, { recursive: true, force: true })
})

describe('the visitor sign-in on MongoDB', () => {
  it('texts a code, refuses a wrong one, spends the right one once, and keeps the session to its site', async () => {
    const { sendCode } = await import('@/features/visitorAuth/sendCode')
    const { signIn } = await import('@/features/visitorAuth/signIn')
    const { sessionVisitor } = await import('@/features/visitorAuth/sessions')
    const sender = { address: '192.0.2.10' }
    const sent = await sendCode(
      payload,
      dealer,
      { phone_number: '0412 555 001' },
      sender,
      localInbox({ SMS_INBOX_DIR: inbox }),
    )
    expect(sent.status).toBe(200)
    const text = JSON.parse(readFileSync(path.join(inbox, '+61412555001.jsonl'), 'utf8').trim()).body as string
    const code = text.slice(0, 6)

    const wrong = await signIn(
      payload,
      dealer,
      { phone_number: '0412555001', code: code === '000000' ? '111111' : '000000' },
      sender,
    )
    expect(wrong.body).toEqual({ errors: { code: CODE_INVALID } })
    const [right, twice] = await Promise.all([
      signIn(payload, dealer, { phone_number: '0412555001', code }, sender),
      signIn(payload, dealer, { phone_number: '0412555001', code }, sender),
    ])
    expect([right.status, twice.status].sort()).toEqual([200, 400])
    const cookie = (right.cookie ?? twice.cookie)!.split(';')[0]!
    expect((await sessionVisitor(payload, dealer, cookie))?.phone).toBe('0412555001')
    expect(await sessionVisitor(payload, other, cookie)).toBeNull()
    const visitors = await payload.count({
      collection: 'visitors',
      where: { phone: { equals: '0412555001' } },
      overrideAccess: true,
    })
    expect(visitors.totalDocs).toBe(1)
  })

  it('keeps one watchlist entry per car under concurrent saves, and deletes it with its visitor', async () => {
    const { importStock } = await import('@search-sync/feed/importStock')
    const { saveCar, watchlistOf } = await import('@/features/savedCars/watchlist')
    const feed = [{ stocknum: 'MW-1', make: 'Toyota', model: 'RAV4', year: 2021, car_type: 'used', price: 30_000 }]
    expect(
      (
        await importStock(
          payload,
          dealer,
          feed.map((fields, i) => ({ line: i + 1, fields })),
        )
      ).rejected,
    ).toEqual([])
    const [car] = (
      await payload.find({ collection: 'cars', where: { stockNumber: { equals: 'MW-1' } }, overrideAccess: true })
    ).docs
    const visitor = await payload.create({
      collection: 'visitors',
      data: { tenant: dealer.id, phone: '0412555002' },
      overrideAccess: true,
    })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => saveCar(payload, dealer, visitor, { car_id: car!.slug })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect((await watchlistOf(payload, dealer, visitor)).map((saved) => saved.slug)).toEqual([car!.slug])
    await payload.delete({ collection: 'visitors', id: visitor.id, overrideAccess: true })
    const left = await payload.count({
      collection: 'watchlist',
      where: { visitor: { equals: visitor.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
