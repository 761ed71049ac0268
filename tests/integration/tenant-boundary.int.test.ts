// The tenant boundary under attack, through the Local API with the checks REST and GraphQL
// get (overrideAccess: false) and through the admin's server functions. Each case performs
// an attack that went through on main and shows it no longer does.
// Tenant A = harbour-toyota, tenant B = southern-cross. The attackers hold different roles
// in the two dealers: viewer in A and editor in B; dealer-admin in A only.
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Page, Tenant, User } from '@/payload-types'
import { handleLivePreview } from '@payloadcms/ui/utilities/handleLivePreview'
import { handlePreview } from '@payloadcms/ui/utilities/handlePreview'
import { guardedSchedulePublish } from '@/admin/serverFunctions'
import { workJobQueues } from '@/jobs/worker'
import { pagePreviewUrl } from '@collections/Pages'
import { TENANT_SCOPED_COLLECTIONS } from '@collections/tenantScoped'
import { requestOnHost, seededPayload, SEED_PASSWORD, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
let viewerAEditorB: User
let dealerAdminA: User
let editorA: User
let editorB: User
let pageA: Page
let pageB: Page

const makeUser = async (email: string, data: Partial<User>) => {
  await payload.create({ collection: 'users', data: { email, password: SEED_PASSWORD, ...data }, overrideAccess: true })
  return userByEmail(payload, email)
}

const withCookie = (tenant: Tenant) =>
  ({ headers: new Headers({ cookie: `payload-tenant=${tenant.id}` }) }) as Partial<PayloadRequest>
const as = (user: User, req?: Partial<PayloadRequest>) => ({
  user,
  overrideAccess: false as const,
  ...(req ? { req } : {}),
})
const tenantOf = (doc: { tenant?: unknown }) =>
  String(typeof doc.tenant === 'object' && doc.tenant ? (doc.tenant as { id: unknown }).id : doc.tenant)

async function refused(action: () => Promise<unknown>): Promise<number | 'stored'> {
  try {
    await action()
    return 'stored'
  } catch (error) {
    if (process.env.DEBUG_REFUSED) console.error(error)
    return (error as { status?: number }).status ?? 500
  }
}

const home = async (tenant: Tenant) =>
  (
    await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: 'home' } }] },
      overrideAccess: true,
    })
  ).docs[0]!

beforeAll(async () => {
  payload = await seededPayload()
  tenantA = await tenantBySlug(payload, 'harbour-toyota')
  tenantB = await tenantBySlug(payload, 'southern-cross')
  editorA = await userByEmail(payload, 'editor@harbour-toyota.test')
  editorB = await userByEmail(payload, 'editor@southern-cross.test')
  viewerAEditorB = await makeUser('viewer-a-editor-b@example.test', {
    tenants: [
      { tenant: tenantA.id, roles: ['viewer'] },
      { tenant: tenantB.id, roles: ['editor'] },
    ],
  })
  dealerAdminA = await makeUser('dealer-admin-a@example.test', {
    tenants: [{ tenant: tenantA.id, roles: ['dealer-admin'] }],
  })
  pageA = await home(tenantA)
  pageB = await home(tenantB)
})

afterAll(async () => {
  await payload.destroy()
})

describe('creating and moving documents needs the editing role in the target dealer', () => {
  it('a viewer of A who edits B cannot create a page in A through the tenant cookie (no tenant in the body)', async () => {
    const before = await payload.count({
      collection: 'pages',
      where: { tenant: { equals: tenantA.id } },
      overrideAccess: true,
    })
    const create = (tenant: Tenant, slug: string) =>
      refused(() =>
        payload.create({
          collection: 'pages',
          data: { title: 'Forged', slug, _status: 'published' },
          ...as(viewerAEditorB, withCookie(tenant)),
        }),
      )
    expect(await create(tenantA, 'forged-by-cookie')).toBe(403)
    const after = await payload.count({
      collection: 'pages',
      where: { tenant: { equals: tenantA.id } },
      overrideAccess: true,
    })
    expect(after.totalDocs).toBe(before.totalDocs)
    // The same request with the cookie of the dealer they do edit is theirs to make.
    expect(await create(tenantB, 'made-by-cookie')).toBe('stored')
  })

  it('names the tenant in the body: refused in A for every tenant-scoped collection, nothing stored', async () => {
    for (const slug of Object.keys(TENANT_SCOPED_COLLECTIONS) as CollectionSlug[]) {
      const count = () =>
        payload
          .count({ collection: slug, where: { tenant: { equals: tenantA.id } }, overrideAccess: true })
          .then((r) => r.totalDocs)
      const before = await count()
      const status = await refused(() =>
        payload.create({ collection: slug, data: { tenant: tenantA.id } as never, ...as(viewerAEditorB) }),
      )
      expect([400, 403], `${slug}: ${status}`).toContain(status)
      expect(await count(), slug).toBe(before)
    }
  })

  it('an editor of B cannot move B’s car (with forged comments) into A, where they only view', async () => {
    const carB = (await payload.create({
      collection: 'cars',
      data: {
        tenant: tenantB.id,
        stockNumber: 'SC-1',
        make: 'Ford',
        model: 'Ranger',
        carType: 'used',
        showOnDealerWebsite: true,
      } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })) as Car
    const status = await refused(() =>
      payload.update({
        collection: 'cars',
        id: carB.id,
        data: { tenant: tenantA.id, dealerComments: 'Forged comments' },
        ...as(viewerAEditorB),
      }),
    )
    expect(status).toBe(403)
    const stored = await payload.findByID({ collection: 'cars', id: carB.id, depth: 0, overrideAccess: true })
    expect(tenantOf(stored)).toBe(String(tenantB.id))
    expect(stored.dealerComments).not.toBe('Forged comments')
    // Editing the car where it is stays allowed.
    expect(
      await refused(() =>
        payload.update({
          collection: 'cars',
          id: carB.id,
          data: { dealerComments: 'Well kept' },
          ...as(viewerAEditorB),
        }),
      ),
    ).toBe('stored')
  })

  it('pages and leads cannot be moved into a dealer where the user only views', async () => {
    const pageOfB = await payload.create({
      collection: 'pages',
      data: { tenant: tenantB.id, title: 'Move me', slug: 'move-me' },
      overrideAccess: true,
    })
    expect(
      await refused(() =>
        payload.update({ collection: 'pages', id: pageOfB.id, data: { tenant: tenantA.id }, ...as(viewerAEditorB) }),
      ),
    ).toBe(403)
    const lead = await payload.create({
      collection: 'leads',
      data: {
        tenant: tenantB.id,
        category: 'general',
        status: 'new',
        firstName: 'Lee',
        email: 'lee@example.com',
        phone: '0412345678',
      },
      overrideAccess: true,
    })
    expect(
      await refused(() =>
        payload.update({ collection: 'leads', id: lead.id, data: { tenant: tenantA.id }, ...as(viewerAEditorB) }),
      ),
    ).toBe(403)
    expect(tenantOf(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true }))).toBe(
      String(tenantB.id),
    )
  })
})

describe('a create that names no dealer', () => {
  const redirect = (from: string) => ({ from, to: '/search/used-cars' }) as never
  const createAs = (user: User, from: string) =>
    payload.create({ collection: 'redirects', data: redirect(from), ...as(user) })

  it('lands in the one dealer the user edits (a viewer elsewhere included), with that dealer’s own checks', async () => {
    const mine = await createAs(viewerAEditorB, '/no-dealer-named')
    expect(tenantOf(mine)).toBe(String(tenantB.id))
    const fromEditorA = await createAs(editorA, '/no-dealer-named')
    expect(tenantOf(fromEditorA)).toBe(String(tenantA.id))
    // The dealer's uniqueness check ran on the filled-in dealer: the same path again is refused there.
    expect(await refused(() => createAs(editorA, '/no-dealer-named'))).toBe(400)
  })

  it('asks a user who edits two dealers to choose one (400 naming the field), and stores nothing', async () => {
    const editorAB = await makeUser('editor-a-and-b@example.test', {
      tenants: [
        { tenant: tenantA.id, roles: ['editor'] },
        { tenant: tenantB.id, roles: ['editor'] },
      ],
    })
    const count = () => payload.count({ collection: 'redirects', overrideAccess: true }).then((r) => r.totalDocs)
    const before = await count()
    const error = await createAs(editorAB, '/which-dealer').catch((caught: unknown) => caught)
    expect((error as { status?: number }).status).toBe(400)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('Choose the dealer site this belongs to.')
    expect(await count()).toBe(before)
    // Naming one works as before.
    const named = await payload.create({
      collection: 'redirects',
      data: { ...(redirect('/which-dealer') as object), tenant: tenantA.id } as never,
      ...as(editorAB),
    })
    expect(tenantOf(named)).toBe(String(tenantA.id))
  })
})

describe('the matrix for users with different roles in two dealers', () => {
  // viewer in A + editor in B; dealer-admin in A + viewer in B
  const cases = () => [
    { user: viewerAEditorB, readA: true, readB: true, writeA: false, writeB: true, staffA: false, staffB: false },
    { user: dealerAdminAViewerB, readA: true, readB: true, writeA: true, writeB: false, staffA: true, staffB: false },
  ]
  let dealerAdminAViewerB: User
  beforeAll(async () => {
    dealerAdminAViewerB = await makeUser('dealer-admin-a-viewer-b@example.test', {
      tenants: [
        { tenant: tenantA.id, roles: ['dealer-admin'] },
        { tenant: tenantB.id, roles: ['viewer'] },
      ],
    })
  })

  it('reads both dealers, writes pages only where they edit, in every way a write can name the dealer', async () => {
    for (const c of cases()) {
      const label = c.user.email
      expect(await refused(() => payload.findByID({ collection: 'pages', id: pageA.id, ...as(c.user) })), label).toBe(
        'stored',
      )
      expect(await refused(() => payload.findByID({ collection: 'pages', id: pageB.id, ...as(c.user) })), label).toBe(
        'stored',
      )
      for (const [tenant, allowed] of [
        [tenantA, c.writeA],
        [tenantB, c.writeB],
      ] as const) {
        const slug = `m-${String(c.user.id)}-${String(tenant.id)}`
        const inBody = await refused(() =>
          payload.create({
            collection: 'pages',
            data: { tenant: tenant.id, title: 'M', slug: `${slug}-body` },
            ...as(c.user),
          }),
        )
        const byCookie = await refused(() =>
          payload.create({
            collection: 'pages',
            data: { title: 'M', slug: `${slug}-cookie` },
            ...as(c.user, withCookie(tenant)),
          }),
        )
        const home = tenant === tenantA ? pageA : pageB
        const update = await refused(() =>
          payload.update({ collection: 'pages', id: home.id, data: { summary: `by ${label}` }, ...as(c.user) }),
        )
        for (const [how, status] of Object.entries({ inBody, byCookie, update }))
          expect(status === 'stored', `${label} ${how} in ${tenant.slug}`).toBe(allowed)
      }
    }
  })

  it('never read or write the server’s own records (job queue, cache expiries, import locks, car views, photos)', async () => {
    for (const c of cases()) {
      for (const collection of [
        'payload-jobs',
        'cache-expiries',
        'import-locks',
        'stock-pushes',
        'car-views',
        'photos',
      ] as const) {
        expect(
          await refused(() => payload.find({ collection, ...as(c.user) })),
          `${c.user.email} reads ${collection}`,
        ).toBe(403)
        expect(
          await refused(() => payload.create({ collection, data: { tags: [] } as never, ...as(c.user) })),
          `${c.user.email} writes ${collection}`,
        ).toBe(403)
      }
    }
  })

  it('manages staff only where they are dealer-admin and the staff member is wholly theirs', async () => {
    const staffOf = async (tenant: Tenant, email: string) =>
      makeUser(email, { tenants: [{ tenant: tenant.id, roles: ['editor'] }] })
    const [onlyA, onlyB] = [
      await staffOf(tenantA, 'only-a@example.test'),
      await staffOf(tenantB, 'only-b@example.test'),
    ]
    for (const c of cases()) {
      expect(
        (await refused(() =>
          payload.update({ collection: 'users', id: onlyA.id, data: { name: `by ${c.user.email}` }, ...as(c.user) }),
        )) === 'stored',
        `${c.user.email} on A's staff`,
      ).toBe(c.staffA)
      expect(
        (await refused(() =>
          payload.update({ collection: 'users', id: onlyB.id, data: { name: `by ${c.user.email}` }, ...as(c.user) }),
        )) === 'stored',
        `${c.user.email} on B's staff`,
      ).toBe(c.staffB)
    }
  })
})

describe('staff accounts: a dealer-admin manages only staff wholly within their dealers', () => {
  it('cannot reset the password or e-mail of, or delete, a colleague who is dealer-admin elsewhere too', async () => {
    const both = await makeUser('admin-of-both@example.test', {
      tenants: [
        { tenant: tenantA.id, roles: ['dealer-admin'] },
        { tenant: tenantB.id, roles: ['dealer-admin'] },
      ],
    })
    expect(
      await refused(() =>
        payload.update({ collection: 'users', id: both.id, data: { password: 'taken-over-1' }, ...as(dealerAdminA) }),
      ),
    ).toBe(403)
    expect(
      await refused(() =>
        payload.update({
          collection: 'users',
          id: both.id,
          data: { email: 'attacker@example.test' },
          ...as(dealerAdminA),
        }),
      ),
    ).toBe(403)
    expect(await refused(() => payload.delete({ collection: 'users', id: both.id, ...as(dealerAdminA) }))).toBe(403)
    // The account is still theirs: the old password works, the attacker's does not.
    await expect(
      payload.login({ collection: 'users', data: { email: both.email, password: 'taken-over-1' } }),
    ).rejects.toBeTruthy()
    await expect(
      payload.login({ collection: 'users', data: { email: both.email, password: SEED_PASSWORD } }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('cannot touch a platform admin who also holds a role on their dealer', async () => {
    const platform = await makeUser('platform-with-row@example.test', {
      roles: ['platform-admin'],
      tenants: [{ tenant: tenantA.id, roles: ['viewer'] }],
    })
    expect(
      await refused(() =>
        payload.update({
          collection: 'users',
          id: platform.id,
          data: { password: 'taken-over-2' },
          ...as(dealerAdminA),
        }),
      ),
    ).toBe(403)
    expect(await refused(() => payload.delete({ collection: 'users', id: platform.id, ...as(dealerAdminA) }))).toBe(403)
  })

  it('still manages staff who work only for their dealer, and themselves', async () => {
    const own = await makeUser('staff-of-a@example.test', { tenants: [{ tenant: tenantA.id, roles: ['editor'] }] })
    expect(
      await refused(() =>
        payload.update({ collection: 'users', id: own.id, data: { name: 'Renamed' }, ...as(dealerAdminA) }),
      ),
    ).toBe('stored')
    expect(
      await refused(() =>
        payload.update({ collection: 'users', id: dealerAdminA.id, data: { name: 'Me' }, ...as(dealerAdminA) }),
      ),
    ).toBe('stored')
    expect(await refused(() => payload.delete({ collection: 'users', id: own.id, ...as(dealerAdminA) }))).toBe('stored')
  })
})

describe('jobs and scheduled publishing', () => {
  const reqAs = (user: User) => createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)

  it('staff cannot run the job queues; only platform admins (and the server itself) can', async () => {
    await expect(
      payload.jobs.run({ queue: 'default', overrideAccess: false, req: await reqAs(editorA) }),
    ).rejects.toMatchObject({ status: 403 })
    const admin = await userByEmail(payload, 'admin@platform.test')
    await expect(
      payload.jobs.run({ queue: 'default', overrideAccess: false, req: await reqAs(admin) }),
    ).resolves.toBeTruthy()
  })

  it('an editor cannot schedule, or delete the schedule of, another dealer’s page', async () => {
    const later = new Date(Date.now() + 86_400_000)
    const schedule = async (user: User, page: Page) =>
      refused(async () =>
        guardedSchedulePublish({
          req: await reqAs(user),
          type: 'publish',
          date: later,
          doc: { relationTo: 'pages', value: page.id },
        } as never),
      )
    expect(await schedule(editorA, pageB)).toBe(403)
    expect(await schedule(editorB, pageB)).toBe('stored')

    const jobOfB = (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
        overrideAccess: true,
        sort: '-createdAt',
        limit: 1,
      })
    ).docs[0]!
    const remove = async (user: User) =>
      refused(async () =>
        guardedSchedulePublish({ req: await reqAs(user), type: 'publish', deleteID: jobOfB.id } as never),
      )
    expect(await remove(editorA)).toBe(403)
    expect(
      (await payload.count({ collection: 'payload-jobs', where: { id: { equals: jobOfB.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(await remove(viewerAEditorB)).toBe('stored')
  })

  it('a scheduled publish and unpublish happen when the server works its queues (two due at once included)', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { tenant: tenantB.id, title: 'Timed', slug: 'timed', _status: 'draft' },
      overrideAccess: true,
      draft: true,
    })
    const req = await reqAs(editorB)
    const soon = new Date(Date.now() + 500)
    await guardedSchedulePublish({
      req,
      type: 'publish',
      date: soon,
      doc: { relationTo: 'pages', value: page.id },
    } as never)
    await new Promise((resolve) => setTimeout(resolve, 700))
    await workJobQueues(payload)
    expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true }))._status).toBe(
      'published',
    )
    await guardedSchedulePublish({
      req,
      type: 'unpublish',
      date: new Date(Date.now() + 500),
      doc: { relationTo: 'pages', value: page.id },
    } as never)
    await new Promise((resolve) => setTimeout(resolve, 700))
    await workJobQueues(payload)
    expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true }))._status).toBe('draft')
    const left = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})

describe('preview links and document locks', () => {
  it('the admin signs a preview link only for a page of a dealer the user works for, whatever form data it is sent', async () => {
    const reqOf = (user: User) => createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    expect(await pagePreviewUrl(pageB as never, await reqOf(editorA))).toBeNull()
    expect(await pagePreviewUrl(pageB as never, await reqOf(editorB))).toMatch(/\/api\/preview\?tenant=/)
    // What the form-state server function does with the (forgeable) form data it receives.
    const forged = { tenant: tenantB.id, slug: 'home' }
    const formState = async (user: User) => {
      const req = await reqOf(user)
      const args = { collectionSlug: 'pages', config: payload.config, data: forged, req }
      const [{ previewURL }, { livePreviewURL }] = await Promise.all([
        handlePreview(args as never),
        handleLivePreview(args as never),
      ])
      return { previewURL, livePreviewURL }
    }
    expect(await formState(editorA)).toEqual({ previewURL: undefined, livePreviewURL: undefined })
    expect(await formState(editorB)).toMatchObject({
      previewURL: expect.stringMatching(/api\/preview/),
      livePreviewURL: expect.stringMatching(/api\/preview/),
    })
  })

  it('offers, models and locations get the same signed preview link, to their own address, for their dealer’s staff only', async () => {
    const reqOf = (user: User) => createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    const pathOf = (link: string | null) => new URL(link!).searchParams.get('path')
    for (const [collection, expected] of [
      ['offers', (doc: { id: unknown }) => `/offers/${String(doc.id)}`],
      ['models', (doc: { slug?: unknown }) => `/${String(doc.slug)}`],
      ['locations', (doc: { id: unknown; slug?: unknown }) => `/contact-us/${String(doc.slug ?? doc.id)}`],
    ] as const) {
      const { docs } = await payload.find({
        collection,
        where: { tenant: { equals: tenantB.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const doc = docs[0]! as unknown as Record<string, unknown> & { id: unknown }
      const preview = payload.collections[collection].config.admin.preview!
      expect(await preview(doc, { req: await reqOf(editorA) } as never), collection).toBeNull()
      const link = (await preview(doc, { req: await reqOf(editorB) } as never)) as string
      expect(link, collection).toMatch(/\/api\/preview\?tenant=/)
      expect(pathOf(link), collection).toBe(expected(doc as never))
    }
  })

  it('an editor cannot lock another dealer’s page (which would block its staff with 423), nor see its locks', async () => {
    const lock = (user: User, page: Page) =>
      refused(() =>
        payload.create({
          collection: 'payload-locked-documents',
          data: { document: { relationTo: 'pages', value: page.id }, user: { relationTo: 'users', value: user.id } },
          ...as(user),
        }),
      )
    expect(await lock(editorA, pageB)).toBe(403)
    expect(await lock(editorB, pageB)).toBe('stored')
    const visibleTo = async (user: User) =>
      (await payload.find({ collection: 'payload-locked-documents', depth: 0, ...as(user) })).docs.map((d) =>
        String((d.document as { value: unknown }).value),
      )
    expect(await visibleTo(editorA)).not.toContain(String(pageB.id))
    expect(await visibleTo(editorB)).toContain(String(pageB.id))
    // Nor take over B's lock by naming themselves, nor lock in someone else's name.
    const [held] = (await payload.find({ collection: 'payload-locked-documents', depth: 0, overrideAccess: true })).docs
    expect(
      await refused(() =>
        payload.update({
          collection: 'payload-locked-documents',
          id: held!.id,
          data: { user: { relationTo: 'users', value: editorA.id } },
          ...as(editorA),
        }),
      ),
    ).not.toBe('stored')
    expect(
      await refused(() =>
        payload.create({
          collection: 'payload-locked-documents',
          data: {
            document: { relationTo: 'pages', value: pageA.id },
            user: { relationTo: 'users', value: editorB.id },
          },
          ...as(editorA),
        }),
      ),
    ).toBe(403)
  })
})

describe('rich text references stay within the dealer', () => {
  it('a page of A cannot embed B’s media or link to B’s page inside rich text', async () => {
    const mediaB = (
      await payload.find({
        collection: 'media',
        where: { tenant: { equals: tenantB.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const richText = (node: Record<string, unknown>) => ({
      root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [node] },
    })
    const upload = { type: 'upload', version: 3, format: '', relationTo: 'media', value: mediaB.id, fields: null }
    const link = {
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'internal', doc: { relationTo: 'pages', value: pageB.id } },
          children: [],
        },
      ],
    }
    for (const node of [upload, link]) {
      const status = await refused(() =>
        payload.create({
          collection: 'pages',
          data: {
            tenant: tenantA.id,
            title: 'Borrowed',
            slug: `borrowed-${node.type}`,
            layout: [{ blockType: 'richText', content: richText(node) }],
          } as never,
          ...as(editorA),
        }),
      )
      expect(status, node.type).toBe(400)
    }
    const ownMedia = (
      await payload.find({
        collection: 'media',
        where: { tenant: { equals: tenantA.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const own = { ...upload, value: ownMedia.id }
    expect(
      await refused(() =>
        payload.create({
          collection: 'pages',
          data: {
            tenant: tenantA.id,
            title: 'Own',
            slug: 'own-media',
            layout: [{ blockType: 'richText', content: richText(own) }],
          } as never,
          ...as(editorA),
        }),
      ),
    ).toBe('stored')
  })
})

describe('anonymous REST answers what the dealer’s site shows, no more', () => {
  const onSite = {
    overrideAccess: false as const,
    req: requestOnHost('harbour-toyota.localhost'),
    depth: 0,
    limit: 0,
    pagination: false as const,
  }
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString()
  const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

  it('offers, popups and promo cards only between their start and end', async () => {
    const image = (
      await payload.find({
        collection: 'media',
        where: { tenant: { equals: tenantA.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const offer = await payload.create({
      collection: 'offers',
      data: {
        tenant: tenantA.id,
        name: 'Not yet',
        startDate: tomorrow(),
        endDate: nextWeek(),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const popup = await payload.create({
      collection: 'promo-popups',
      data: {
        tenant: tenantA.id,
        title: 'Not yet',
        description: 'Soon',
        link: '/special-offers',
        buttonLabel: 'See offers',
        start: tomorrow(),
        expiry: nextWeek(),
      } as never,
      overrideAccess: true,
    })
    const card = await payload.create({
      collection: 'promo-cards',
      data: {
        tenant: tenantA.id,
        title: 'Not yet',
        image: image.id,
        link: '/special-offers',
        positions: [3],
        start: tomorrow(),
        expiry: nextWeek(),
      } as never,
      overrideAccess: true,
    })
    for (const [collection, doc] of [
      ['offers', offer],
      ['promo-popups', popup],
      ['promo-cards', card],
    ] as const) {
      const ids = (await payload.find({ collection, ...onSite })).docs.map((d) => d.id)
      expect(ids.length, `${collection} running now`).toBeGreaterThan(0)
      expect(ids, collection).not.toContain(doc.id)
    }
  })

  it('reviews only while the site shows them', async () => {
    const reviews = () => payload.find({ collection: 'reviews', ...onSite }).then((r) => r.docs.length)
    const total = (
      await payload.count({ collection: 'reviews', where: { tenant: { equals: tenantA.id } }, overrideAccess: true })
    ).totalDocs
    expect(total).toBeGreaterThan(0)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { reviews: { hideReviews: true } },
      overrideAccess: true,
    })
    expect(await reviews()).toBe(0)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { reviews: { hideReviews: false, minimumRating: 0 } },
      overrideAccess: true,
    })
    expect(await reviews()).toBe(total)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { reviews: { minimumRating: 5 } },
      overrideAccess: true,
    })
    expect(await reviews()).toBe(0)
  })

  it('no raw car records (VINs, long-sold cars) and no leads', async () => {
    await expect(payload.find({ collection: 'cars', ...onSite })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'leads', ...onSite })).rejects.toMatchObject({ status: 403 })
  })
})
