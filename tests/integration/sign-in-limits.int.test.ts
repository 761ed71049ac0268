// Sign-in over REST: wrong passwords no longer lock a staff account (anyone who knows the
// e-mail could lock its owner out); attempts are limited per address and account instead.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/(payload)/api/[...slug]/route'
import { LOGIN_LIMITS, TOO_MANY_SIGN_INS } from '@collections/Users/hooks/loginRateLimit'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { seededPayload, SEED_PASSWORD } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const signIn = async (email: string, password: string, address: string) => {
  const response = await POST(
    new NextRequest('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string }[]; token?: string },
  }
}

describe('signing in', () => {
  const victim = 'editor@harbour-toyota.test'

  it('an outsider’s wrong passwords slow the outsider down, and never lock the owner out', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddressAndAccount.limit; i++)
      expect((await signIn(victim, 'guess-' + i, '203.0.113.66')).status).toBe(401)
    const blocked = await signIn(victim, SEED_PASSWORD, '203.0.113.66')
    expect(blocked.status).toBe(429)
    expect(blocked.body.errors?.[0]?.message).toBe(TOO_MANY_SIGN_INS)
    // The owner, from their own address, signs in as usual.
    const owner = await signIn(victim, SEED_PASSWORD, '198.51.100.10')
    expect(owner.status).toBe(200)
    expect(owner.body.token).toEqual(expect.any(String))
  })

  it('one address trying many accounts is stopped too', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => `${x}@example.test`)
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit + 1; i++)
      statuses.push((await signIn(emails[i % emails.length]!, 'guess', '203.0.113.77')).status)
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress.limit).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('staff signing in from one office connection are not stopped: only failed tries count', async () => {
    const office = '198.51.100.200'
    const staff = ['editor@harbour-toyota.test', 'editor@southern-cross.test', 'admin@platform.test']
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit + 5; i++)
      expect((await signIn(staff[i % staff.length]!, SEED_PASSWORD, office)).status).toBe(200)
    // Guesses from that connection are still limited.
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit + 1; i++)
      statuses.push((await signIn(`guess-${i % 3}@example.test`, 'guess', office)).status)
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress.limit).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
