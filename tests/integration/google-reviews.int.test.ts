// Google reviews through the stand-in of Google's Business Profile API: the import brings each
// location's rating, reviews and the dealer's replies; typed reviews stay apart; a profile that
// fails says so on its location; staff import one location now, their dealer's only.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Location, Tenant } from '@/payload-types'
import { importGoogleReviews } from '@/features/reviewsImport/importGoogleReviews'
import { importReviewsNow } from '@/features/reviewsImport/importReviewsNow'
import { googleBusinessConfig, googleBusinessReviews } from '@/integrations/reviews/googleBusinessProfile'
import type { ReviewsSource } from '@/integrations/reviews/port'
import { PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { POST as IMPORT_NOW } from '@/app/api/locations/[id]/import-reviews/route'
import { googleReview, startGoogleBusinessStandIn } from '../../scripts/googleBusinessStandIn.mjs'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

const PROFILE = 'accounts/111/locations/222'
const NOW = Date.parse('2026-12-04T00:00:00Z')
const CLIENT = { clientId: 'platform.apps.googleusercontent.com', clientSecret: 's', refreshToken: '1//r' }
let payload: Payload
let toyota: Tenant
let google: Awaited<ReturnType<typeof startGoogleBusinessStandIn>>
let source: ReviewsSource
let sales: Location
let service: Location

const locationNamed = async (name: string) =>
  (await payload.find({ collection: 'locations', where: { name: { equals: name } }, overrideAccess: true })).docs[0]!
const reviewsAt = async (location: Location) =>
  (
    await payload.find({
      collection: 'reviews',
      where: { location: { equals: location.id } },
      sort: '-reviewDate',
      limit: 0,
      overrideAccess: true,
    })
  ).docs
const reload = (location: Location) =>
  payload.findByID({ collection: 'locations', id: location.id, overrideAccess: true })

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  google = await startGoogleBusinessStandIn({
    ...CLIENT,
    profiles: {
      [PROFILE]: {
        averageRating: 4.6,
        totalReviewCount: 318,
        reviews: [
          googleReview({
            now: NOW,
            id: 'g1',
            name: 'Mia T.',
            stars: 5,
            comment: 'Easy purchase.',
            daysAgo: 3,
            reply: 'Thanks Mia!',
          }),
          googleReview({ now: NOW, id: 'g2', name: 'Sam K.', stars: 2, comment: 'Waited an hour.', daysAgo: 9 }),
          googleReview({ now: NOW, id: 'g3', name: 'Lee W.', stars: 4, daysAgo: 20 }),
        ],
      },
    },
  })
  source = googleBusinessReviews(
    googleBusinessConfig({
      GOOGLE_BUSINESS_CLIENT_ID: CLIENT.clientId,
      GOOGLE_BUSINESS_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_BUSINESS_REFRESH_TOKEN: CLIENT.refreshToken,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_BUSINESS_API_URL: google.url,
    }),
  )
  sales = await locationNamed('Harbour City Toyota - Sales')
  service = await locationNamed('Harbour City Toyota - Service')
  for (const [location, googleProfile] of [
    [sales, PROFILE],
    [service, 'accounts/111/locations/999'],
  ] as const)
    await payload.update({ collection: 'locations', id: location.id, data: { googleProfile }, overrideAccess: true })
})
afterAll(async () => {
  await google?.stop()
  await payload.destroy()
})

describe('the Google reviews import', () => {
  it('brings a profile’s rating, reviews and replies; typed reviews stay, apart; a wrong profile says why', async () => {
    const typed = (await reviewsAt(sales)).filter((review) => review.source === 'typed')
    expect(typed.length).toBeGreaterThan(0)
    const outcomes = await importGoogleReviews(payload, source, { now: new Date('2026-12-05T00:00:00Z') })
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { location: sales.name, ok: true, summary: '318 reviews on Google, average 4.6: 3 new, 0 changed, 0 removed' },
        expect.objectContaining({ location: service.name, ok: false, summary: expect.stringMatching(/404 NOT_FOUND/) }),
      ]),
    )
    const imported = (await reviewsAt(sales)).filter((review) => review.source === 'google')
    expect(imported.map((review) => [review.externalId, review.customerName, review.rating, review.text])).toEqual([
      ['g1', 'Mia T.', 5, 'Easy purchase.'],
      ['g2', 'Sam K.', 2, 'Waited an hour.'],
      ['g3', 'Lee W.', 4, ''],
    ])
    expect(imported[0]).toMatchObject({ replyText: 'Thanks Mia!', replyDate: expect.any(String) })
    // The location is rated as Google rates it, not by the reviews typed for it.
    expect((await reload(sales)).reviews).toMatchObject({
      averageRating: 4.6,
      count: 318,
      source: 'google',
      importedAt: '2026-12-05T00:00:00.000Z',
      importProblem: null,
    })
    expect((await reviewsAt(sales)).filter((review) => review.source === 'typed')).toHaveLength(typed.length)
    expect((await reload(service)).reviews?.importProblem).toMatch(/Requested entity was not found/)
    // The dealer's rating counts Google's 318 with the reviews typed for its other locations.
    const dealer = await payload.findByID({ collection: 'tenants', id: toyota.id, overrideAccess: true })
    expect(dealer.reviews?.count).toBeGreaterThan(318)
    expect(dealer.reviews?.averageRating).toBeGreaterThan(4)
  })

  it('takes in what changed on Google: a new review, a reply, a deleted review; nothing twice', async () => {
    const profile = google.profiles[PROFILE]!
    profile.reviews = [
      googleReview({ now: NOW, id: 'g4', name: 'Ana P.', stars: 5, comment: 'Loved the RAV4.', daysAgo: 1 }),
      googleReview({
        now: NOW,
        id: 'g1',
        name: 'Mia T.',
        stars: 5,
        comment: 'Easy purchase.',
        daysAgo: 3,
        reply: 'Thanks Mia!',
      }),
      googleReview({
        now: NOW,
        id: 'g2',
        name: 'Sam K.',
        stars: 2,
        comment: 'Waited an hour.',
        daysAgo: 9,
        reply: 'Sorry Sam.',
      }),
    ]
    profile.totalReviewCount = 319
    const [outcome] = await importGoogleReviews(payload, source, { only: sales.id })
    expect(outcome?.summary).toBe('319 reviews on Google, average 4.6: 1 new, 1 changed, 1 removed')
    const imported = (await reviewsAt(sales)).filter((review) => review.source === 'google')
    expect(imported.map((review) => [review.externalId, review.replyText ?? null])).toEqual([
      ['g4', null],
      ['g1', 'Thanks Mia!'],
      ['g2', 'Sorry Sam.'],
    ])
    const [again] = await importGoogleReviews(payload, source, { only: sales.id })
    expect(again?.summary).toBe('319 reviews on Google, average 4.6: 0 new, 0 changed, 0 removed')
  })

  it('keeps Google’s reviews as Google has them: staff cannot change one, and what they type is theirs', async () => {
    await staffUser(payload, 'reviews-editor@harbour.test', [{ tenant: toyota, roles: ['editor'] }])
    const authorization = await authorizationOf(payload, 'reviews-editor@harbour.test')
    const googles = (await reviewsAt(sales)).find((review) => review.source === 'google')!
    const response = await REST_PATCH(
      new NextRequest(`http://localhost/api/reviews/${googles.id}`, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Five stars really', rating: 5 }),
      }),
      { params: Promise.resolve({ slug: ['reviews', String(googles.id)] }) },
    )
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Google’s/)
    const typed = await payload.create({
      collection: 'reviews',
      data: {
        tenant: toyota.id,
        location: sales.id,
        customerName: 'Pat',
        rating: 5,
        text: 'Typed in.',
        reviewDate: new Date().toISOString(),
        source: 'google',
        externalId: 'forged',
      },
      overrideAccess: true,
    })
    expect(typed).toMatchObject({ source: 'typed', externalId: null })
    // Typed for a Google location: shown, but the location's rating stays Google's.
    expect((await reload(sales)).reviews).toMatchObject({ averageRating: 4.6, count: 319, source: 'google' })
    await payload.delete({ collection: 'reviews', id: typed.id, overrideAccess: true })
  })

  it('lets the dealer’s editors import one location now; not viewers, nor other dealers’ staff', async () => {
    const southern = await tenantBySlug(payload, 'southern-cross')
    const editor = await staffUser(payload, 'reviews-editor@harbour.test', [{ tenant: toyota, roles: ['editor'] }])
    const viewer = await staffUser(payload, 'reviews-viewer@harbour.test', [{ tenant: toyota, roles: ['viewer'] }])
    const stranger = await staffUser(payload, 'reviews-editor@southern.test', [{ tenant: southern, roles: ['editor'] }])
    const now = (user: unknown, location: Location, from: ReviewsSource | null = source) =>
      importReviewsNow(payload, user as never, String(location.id), from).then((outcome) => outcome.status)
    expect(await now(null, sales)).toBe(401)
    expect(await now(stranger, sales)).toBe(404)
    expect(await now(viewer, sales)).toBe(403)
    expect(await now(editor, sales, null)).toBe(503)
    expect(await now(editor, service)).toBe(502)
    // A location naming no profile has nothing to import.
    expect(await now(editor, await locationNamed('Harbour City Toyota - Parts'))).toBe(409)
    // The same through the route, as the admin's button asks it (no Google credentials in this process).
    const overRoute = async (authorization?: string) =>
      (
        await IMPORT_NOW(
          new NextRequest(`http://localhost/api/locations/${sales.id}/import-reviews`, {
            method: 'POST',
            headers: authorization ? { authorization } : {},
          }),
          { params: Promise.resolve({ id: String(sales.id) }) },
        )
      ).status
    expect(await overRoute()).toBe(401)
    expect(await overRoute(await authorizationOf(payload, 'reviews-editor@southern.test'))).toBe(404)
    expect(await overRoute(await authorizationOf(payload, 'reviews-viewer@harbour.test'))).toBe(403)
    expect(await overRoute(await authorizationOf(payload, 'reviews-editor@harbour.test'))).toBe(503)
    const answer = await importReviewsNow(payload, editor as never, String(sales.id), source)
    expect(answer).toEqual({
      status: 200,
      body: { message: 'Imported: 319 reviews on Google, average 4.6: 0 new, 0 changed, 0 removed.' },
    })
  })
})
