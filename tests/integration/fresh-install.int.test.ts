// A fresh production database (no demo seed): the account made on the admin's "Create first
// user" screen can set up the first dealer and its first page; later accounts get no rights
// they were not given.
import { createLocalReq, registerFirstUserOperation, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('a fresh install', () => {
  it('makes the first user platform admin, who creates a dealer and its first page', async () => {
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
    // What the admin's first-user screen runs (POST /api/users/first-register).
    const req = await createLocalReq({}, payload)
    const { user } = await registerFirstUserOperation({
      collection: payload.collections.users,
      data: { email: 'owner@platform.example', password: 'a long first password' },
      req,
    })
    expect(user?.roles).toEqual(['platform-admin'])
    const owner = { ...(user as User), collection: 'users' as const }

    const dealer = await payload.create({
      collection: 'tenants',
      data: { name: 'First Motors', slug: 'first-motors', template: 'brand' },
      user: owner,
      overrideAccess: false,
    })
    const page = await payload.create({
      collection: 'pages',
      data: { tenant: dealer.id, title: 'About us', slug: 'about-us', _status: 'published' },
      user: owner,
      overrideAccess: false,
    })
    expect(page).toMatchObject({ title: 'About us', tenant: expect.objectContaining({ id: dealer.id }) })
  })

  it('gives the second account no platform role', async () => {
    const second = await payload.create({
      collection: 'users',
      data: { email: 'second@platform.example', password: 'another long password' },
      overrideAccess: true,
    })
    expect(second.roles ?? []).toEqual([])
  })
})
