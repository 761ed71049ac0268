// The Google reviews import on the MongoDB adapter (the wire-protocol server of mongoWire.ts):
// the queries it rests on (locations naming a profile, reviews by source, a review written
// before sources existed counting as typed) and its upserts, as on SQLite.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Location, Tenant } from '@/payload-types'
import { googleBusinessConfig, googleBusinessReviews } from '@/integrations/reviews/googleBusinessProfile'
import { googleReview, startGoogleBusinessStandIn } from '../../scripts/googleBusinessStandIn.mjs'
import { payloadOnMongo, type MongoPayload } from './mongoWire'

const PROFILE = 'accounts/31/locations/41'
const NOW = Date.parse('2026-12-04T00:00:00Z')
const CLIENT = { clientId: 'wire.apps.googleusercontent.com', clientSecret: 's', refreshToken: '1//wire' }
let mongo: MongoPayload
let payload: Payload
let google: Awaited<ReturnType<typeof startGoogleBusinessStandIn>>
let dealer: Tenant
let rated: Location
let typedOnly: Location

const place = (name: string, street: string, googleProfile?: string) =>
  payload.create({
    collection: 'locations',
    data: {
      tenant: dealer.id,
      name,
      locationType: 'sales',
      address: { street, city: 'Auburn', state: 'NSW', postcode: '2144' },
      phone: '(02) 9000 0000',
      ...(googleProfile ? { googleProfile } : {}),
    },
    overrideAccess: true,
  })

beforeAll(async () => {
  mongo = await payloadOnMongo('google-reviews')
  payload = mongo.payload
  google = await startGoogleBusinessStandIn({
    ...CLIENT,
    profiles: {
      [PROFILE]: {
        averageRating: 4.2,
        totalReviewCount: 57,
        reviews: [
          googleReview({ now: NOW, id: 'w1', name: 'Jo', stars: 5, comment: 'Great.', daysAgo: 1, reply: 'Thanks!' }),
          googleReview({ now: NOW, id: 'w2', name: 'Al', stars: 3, daysAgo: 4 }),
        ],
      },
    },
  })
  dealer = await payload.create({
    collection: 'tenants',
    data: { name: 'Wire Motors', slug: 'wire-motors', template: 'brand' },
    overrideAccess: true,
  })
  rated = await place('Wire Motors - Sales', '1 Wire St', PROFILE)
  typedOnly = await place('Wire Motors Service - Service', '9 Other St')
  for (const rating of [5, 4])
    await payload.create({
      collection: 'reviews',
      data: {
        tenant: dealer.id,
        location: typedOnly.id,
        customerName: `Typed ${rating}`,
        rating,
        text: 'Typed in.',
        reviewDate: new Date(NOW).toISOString(),
      },
      overrideAccess: true,
    })
}, 180_000)

afterAll(async () => {
  await google?.stop()
  await mongo?.stop()
})

describe('the Google reviews import on MongoDB', () => {
  it('imports a profile’s reviews once, rates its location as Google does and the dealer over both', async () => {
    const { importGoogleReviews } = await import('@/features/reviewsImport/importGoogleReviews')
    const source = googleBusinessReviews(
      googleBusinessConfig({
        GOOGLE_BUSINESS_CLIENT_ID: CLIENT.clientId,
        GOOGLE_BUSINESS_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_BUSINESS_REFRESH_TOKEN: CLIENT.refreshToken,
        GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
        GOOGLE_BUSINESS_API_URL: google.url,
      }),
    )
    const first = await importGoogleReviews(payload, source)
    expect(first).toEqual([
      { location: rated.name, ok: true, summary: '57 reviews on Google, average 4.2: 2 new, 0 changed, 0 removed' },
    ])
    const again = await importGoogleReviews(payload, source)
    expect(again[0]?.summary).toBe('57 reviews on Google, average 4.2: 0 new, 0 changed, 0 removed')
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { source: { equals: 'google' } },
      sort: '-reviewDate',
      overrideAccess: true,
    })
    expect(docs.map((review) => [review.externalId, review.replyText ?? null])).toEqual([
      ['w1', 'Thanks!'],
      ['w2', null],
    ])
    const location = await payload.findByID({ collection: 'locations', id: rated.id, overrideAccess: true })
    expect(location.reviews).toMatchObject({ averageRating: 4.2, count: 57, source: 'google' })
    const service = await payload.findByID({ collection: 'locations', id: typedOnly.id, overrideAccess: true })
    expect(service.reviews).toMatchObject({ averageRating: 4.5, count: 2, source: 'typed' })
    // 57 at 4.2 and the two typed (5 and 4): (239.4 + 9) / 59.
    const tenant = await payload.findByID({ collection: 'tenants', id: dealer.id, overrideAccess: true })
    expect(tenant.reviews).toMatchObject({ averageRating: 4.2, count: 59 })
  })
})
