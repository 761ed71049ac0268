import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Location, Tenant, User } from '@/payload-types'
import { requestOnHost, seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
let editorA: User
let viewerA: User

beforeAll(async () => {
  payload = await seededPayload()
  tenantA = await tenantBySlug(payload, 'harbour-toyota')
  tenantB = await tenantBySlug(payload, 'southern-cross')
  editorA = await userByEmail(payload, 'editor@harbour-toyota.test')
  await payload.create({
    collection: 'users',
    data: {
      email: 'viewer@harbour-toyota.test',
      password: 'pw-123456',
      tenants: [{ tenant: tenantA.id, roles: ['viewer'] }],
    },
    overrideAccess: true,
  })
  viewerA = await userByEmail(payload, 'viewer@harbour-toyota.test')
})

afterAll(async () => {
  await payload.destroy()
})

let counter = 0
/** A valid new location for tenant A; each call gets its own phone, street and place. */
const draft = (overrides: Partial<Location> = {}) => {
  counter += 1
  return {
    tenant: tenantA.id,
    name: `Harbour City Toyota Wetherill Park ${counter} - Sales`,
    locationType: 'sales' as const,
    phone: `(02) 9700 ${String(1000 + counter)}`,
    address: {
      street: `${counter} Victoria Street`,
      city: 'Wetherill Park',
      state: 'NSW' as const,
      postcode: '2164',
      lat: -33.85,
      lng: 150.9,
    },
    openingHours: [{ weekday: '1' as const, status: 'open' as const, open: '08:30', close: '17:30' }],
    ...overrides,
  }
}

async function messagesOf(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) => e,
  )
  expect(error, 'expected the save to be rejected').not.toBeNull()
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? ''
}

const create = (data: ReturnType<typeof draft>, user?: User) =>
  payload.create({
    collection: 'locations',
    data,
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
  })

describe('location rules', () => {
  it('derives the slug from the name without the department suffix', async () => {
    const doc = await create(draft({ name: 'Harbour City Toyota Penrith - Service', locationType: 'service' }))
    expect(doc.slug).toBe('harbour-city-toyota-penrith')
  })

  it('requires opening times before closing times', async () => {
    const message = await messagesOf(
      create(draft({ openingHours: [{ weekday: '1', status: 'open', open: '17:30', close: '08:30' }] })),
    )
    expect(message).toContain('Opening time 17:30 must be before closing time 08:30.')
  })

  it('takes times as staff type them and stores them as 24-hour HH:MM', async () => {
    const doc = await create(
      draft({
        openingHours: [{ weekday: '2', status: 'open', open: '9am', close: '5:30 pm' }],
        specialHours: [{ date: '2026-12-24', status: 'open', open: '8.30am', close: 'noon' }],
      }),
    )
    expect(doc.openingHours?.[0]).toMatchObject({ open: '09:00', close: '17:30' })
    expect(doc.specialHours?.[0]).toMatchObject({ open: '08:30', close: '12:00' })
  })

  it('says on the field itself which time it cannot read', async () => {
    const error = await create(
      draft({ specialHours: [{ date: '2026-12-31', status: 'open', open: 'nine', close: '5pm' }] }),
    ).then(
      () => null,
      (e: { data?: { errors?: { message: string; path: string }[] } }) => e,
    )
    expect(error?.data?.errors).toEqual([
      expect.objectContaining({
        path: 'specialHours.0.open',
        message: '“nine” is not a time: write it as 8:30 am, 5:30 pm or 17:30.',
      }),
    ])
  })

  it('lists each weekday once', async () => {
    const message = await messagesOf(
      create(
        draft({
          openingHours: [
            { weekday: '6', status: 'open', open: '08:30', close: '12:00' },
            { weekday: '6', status: 'closed' },
          ],
        }),
      ),
    )
    expect(message).toContain('Each weekday can appear only once.')
  })

  it('keeps special-hours dates unique per location', async () => {
    const message = await messagesOf(
      create(
        draft({
          specialHours: [
            { date: '2026-12-25', status: 'closed' },
            { date: '2026-12-25', status: 'open', open: '09:00', close: '12:00' },
          ],
        }),
      ),
    )
    expect(message).toContain('2026-12-25 is listed twice')
  })

  it('keeps latitude, longitude and postcode in range', async () => {
    const message = await messagesOf(
      create(
        draft({ address: { street: '1 Nowhere Rd', city: 'X', state: 'NSW', postcode: '21', lat: -95, lng: 190 } }),
      ),
    )
    expect(message).toContain('Latitude must be between -90 and 90.')
    expect(message).toContain('Longitude must be between -180 and 180.')
    expect(message).toContain('Invalid postcode. Please enter a 4-digit number.')
  })

  it('rejects a duplicate of an existing location of the same department (phone and street, or place id)', async () => {
    const first = await create(
      draft({ address: { street: '5 Smith St', city: 'Auburn', state: 'NSW', postcode: '2144', placeId: 'ChIJdup' } }),
    )
    const samePhoneAndStreet = draft({
      phone: `+61 ${first.phone.replace(/^\(0(\d)\)/, '$1')}`,
      address: { street: '5 SMITH ST.', city: 'Auburn', state: 'NSW', postcode: '2144' },
    })
    expect(await messagesOf(create(samePhoneAndStreet))).toMatch(
      /duplicate: “.*” already has this phone number and street address/,
    )
    expect(await messagesOf(create(draft({ address: { ...draft().address, placeId: 'ChIJdup' } })))).toMatch(
      /already has this Google place id/,
    )
    // Service at the same address is a different department, not a duplicate.
    await expect(
      create(draft({ locationType: 'service', phone: first.phone, address: first.address })),
    ).resolves.toBeTruthy()
    // Another dealer may have a location with the same details.
    await expect(
      create({ ...draft({ phone: first.phone, address: first.address }), tenant: tenantB.id }),
    ).resolves.toBeTruthy()
  })
})

describe('location access', () => {
  it('an editor creates and edits locations of their own dealer only; a viewer writes nothing', async () => {
    await expect(create(draft(), editorA)).resolves.toBeTruthy()
    expect(
      await create({ ...draft(), tenant: tenantB.id }, editorA).then(
        () => true,
        () => false,
      ),
    ).toBe(false)
    expect(
      await create(draft(), viewerA).then(
        () => true,
        () => false,
      ),
    ).toBe(false)

    const { docs: bLocations } = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: tenantB.id } },
      overrideAccess: true,
    })
    const target = bLocations[0]!
    const edited = await payload
      .update({ collection: 'locations', id: target.id, data: { phone: '0000' }, user: editorA, overrideAccess: false })
      .then(
        () => true,
        () => false,
      )
    expect(edited).toBe(false)
    const seen = await payload.find({
      collection: 'locations',
      user: editorA,
      overrideAccess: false,
      limit: 0,
      pagination: false,
    })
    expect(
      seen.docs.every((l) => String(typeof l.tenant === 'object' ? l.tenant?.id : l.tenant) === String(tenantA.id)),
    ).toBe(true)
  })

  it('anonymous visitors see only the visible locations of the host’s dealer', async () => {
    const hidden = await create(draft({ name: 'Harbour City Toyota Hidden Yard - Sales', visible: false }))
    const { docs } = await payload.find({
      collection: 'locations',
      overrideAccess: false,
      req: requestOnHost('harbour-toyota.localhost'),
      limit: 0,
      pagination: false,
    })
    expect(docs.length).toBeGreaterThanOrEqual(3)
    expect(docs.map((d) => d.id)).not.toContain(hidden.id)
    expect(docs.every((d) => d.visible)).toBe(true)
    expect(
      docs.every((d) => String(typeof d.tenant === 'object' ? d.tenant?.id : d.tenant) === String(tenantA.id)),
    ).toBe(true)
  })
})
