import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigurationError } from '@/config/configurationError'
import { googleReview, startGoogleBusinessStandIn } from '../../../scripts/googleBusinessStandIn.mjs'
import { googleBusinessConfig, googleBusinessReviews } from './googleBusinessProfile'
import { ReviewsProfileRefused, ReviewsSourceUnavailable } from './port'
import { reviewsSource } from './reviewsSource'

const PROFILE = 'accounts/1234567890/locations/9876543210'
const CLIENT = { clientId: 'client-1.apps.googleusercontent.com', clientSecret: 'secret-1', refreshToken: '1//refresh' }
let google: Awaited<ReturnType<typeof startGoogleBusinessStandIn>>
const env = (refreshToken = CLIENT.refreshToken) => ({
  GOOGLE_BUSINESS_CLIENT_ID: CLIENT.clientId,
  GOOGLE_BUSINESS_CLIENT_SECRET: CLIENT.clientSecret,
  GOOGLE_BUSINESS_REFRESH_TOKEN: refreshToken,
  GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
  GOOGLE_BUSINESS_API_URL: google.url,
})

beforeAll(async () => {
  const older = Array.from({ length: 59 }, (_, n) =>
    googleReview({ id: `old-${n}`, name: `Customer ${n}`, stars: 4, comment: 'Good.', daysAgo: 30 + n }),
  )
  google = await startGoogleBusinessStandIn({
    ...CLIENT,
    profiles: {
      [PROFILE]: {
        averageRating: 4.63,
        totalReviewCount: 412,
        reviews: [
          googleReview({
            id: 'newest',
            name: 'Priya S.',
            stars: 5,
            comment: '(Translated by Google) Great service\n\n(Original)\nServicio excelente',
            daysAgo: 1,
            reply: 'Gracias, Priya!',
          }),
          { ...googleReview({ id: 'quiet', name: 'x', stars: 3, daysAgo: 2 }), reviewer: { isAnonymous: true } },
          ...older,
        ],
      },
    },
  })
})
afterAll(() => google?.stop())

describe('Google Business Profile reviews through the documented API', () => {
  it('reads the profile’s own rating and count, and every review newest first, with replies, over its pages', async () => {
    const found = await googleBusinessReviews(googleBusinessConfig(env())).reviewsOf(PROFILE)
    expect(found).toMatchObject({ averageRating: 4.6, count: 412, complete: true })
    expect(found.reviews).toHaveLength(61)
    expect(found.reviews[0]).toMatchObject({
      externalId: 'newest',
      authorName: 'Priya S.',
      rating: 5,
      text: 'Servicio excelente',
      reply: { text: 'Gracias, Priya!' },
    })
    // A rating without words, from a reviewer who keeps their name to themselves.
    expect(found.reviews[1]).toMatchObject({ externalId: 'quiet', authorName: 'A Google user', text: '', reply: null })
    expect(google.calls.map((call) => [call.pageSize, call.orderBy, Boolean(call.pageToken)])).toEqual([
      [50, 'updateTime desc', false],
      [50, 'updateTime desc', true],
    ])
  })

  it('signs in once, and again when Google stops taking the token', async () => {
    const source = googleBusinessReviews(googleBusinessConfig(env()))
    await source.reviewsOf(PROFILE)
    google.expireTokens()
    await expect(source.reviewsOf(PROFILE)).resolves.toMatchObject({ count: 412 })
  })

  it('tells a wrong profile from a platform Google will not let in', async () => {
    const source = googleBusinessReviews(googleBusinessConfig(env()))
    await expect(source.reviewsOf('accounts/1/locations/2')).rejects.toThrow(ReviewsProfileRefused)
    await expect(source.reviewsOf('ChIJdemoHarbourToyota01')).rejects.toThrow(/not a Business Profile location/)
    const revoked = googleBusinessReviews(googleBusinessConfig(env('1//revoked')))
    await expect(revoked.reviewsOf(PROFILE)).rejects.toThrow(ReviewsSourceUnavailable)
    await expect(revoked.reviewsOf(PROFILE)).rejects.toThrow(/invalid_grant/)
  })

  it('is configured by all three settings or none', () => {
    expect(reviewsSource({})).toBeNull()
    expect(reviewsSource(env())?.name).toBe('google')
    expect(() => reviewsSource({ GOOGLE_BUSINESS_CLIENT_ID: 'x' })).toThrow(ConfigurationError)
  })
})
