import { ConfigurationError } from '@/config/configurationError'
import {
  REVIEWS_KEPT,
  REVIEWS_TIMEOUT_MS,
  ReviewsProfileRefused,
  ReviewsSourceUnavailable,
  type ReviewsSource,
  type SourcedReview,
} from './port'

/**
 * Google Business Profile's reviews through its documented REST API: GET
 * /v4/accounts/{account}/locations/{location}/reviews (pageSize up to 50, orderBy
 * "updateTime desc", nextPageToken), with an OAuth 2.0 access token the platform gets from
 * Google's token endpoint for the refresh token of a Google account that manages the dealers'
 * profiles (scope https://www.googleapis.com/auth/business.manage). Unlike the Places API, it
 * gives every review with the business's reply and the profile's own average and count.
 */
export type GoogleBusinessConfig = {
  clientId: string
  clientSecret: string
  refreshToken: string
  tokenUrl: string
  apiUrl: string
}

/** A Business Profile location as the API names it. */
export const GOOGLE_PROFILE = /^accounts\/\d+\/locations\/\d+$/

export function googleBusinessConfig(env: Partial<NodeJS.ProcessEnv>): GoogleBusinessConfig {
  const setting = (value: string | undefined) => value?.trim() || undefined
  const clientId = setting(env.GOOGLE_BUSINESS_CLIENT_ID)
  const clientSecret = setting(env.GOOGLE_BUSINESS_CLIENT_SECRET)
  const refreshToken = setting(env.GOOGLE_BUSINESS_REFRESH_TOKEN)
  if (!clientId || !clientSecret || !refreshToken)
    throw new ConfigurationError(
      'Google reviews need GOOGLE_BUSINESS_CLIENT_ID, GOOGLE_BUSINESS_CLIENT_SECRET and GOOGLE_BUSINESS_REFRESH_TOKEN.',
    )
  return {
    clientId,
    clientSecret,
    refreshToken,
    // Other addresses only for the local stand-in (scripts/googleBusinessStandIn.mjs).
    tokenUrl: setting(env.GOOGLE_OAUTH_TOKEN_URL) ?? 'https://oauth2.googleapis.com/token',
    apiUrl: (setting(env.GOOGLE_BUSINESS_API_URL) ?? 'https://mybusiness.googleapis.com').replace(/\/$/, ''),
  }
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 }

type GoogleReview = {
  reviewId?: string
  name?: string
  reviewer?: { displayName?: string; isAnonymous?: boolean }
  starRating?: string
  comment?: string
  createTime?: string
  reviewReply?: { comment?: string; updateTime?: string }
}
type ReviewsPage = {
  reviews?: GoogleReview[]
  averageRating?: number
  totalReviewCount?: number
  nextPageToken?: string
}
type GoogleError = { error?: { code?: number; message?: string; status?: string } }

/** Google's machine-translated text carries the original after this marker; the original is kept. */
const original = (comment: string) => {
  const marker = comment.indexOf('(Original)\n')
  return (marker >= 0 ? comment.slice(marker + '(Original)\n'.length) : comment).trim()
}

function reviewOf(review: GoogleReview): SourcedReview | null {
  const rating = STARS[review.starRating ?? '']
  if (!review.reviewId || !rating || !review.createTime) return null
  const reply = review.reviewReply?.comment?.trim()
  return {
    externalId: review.reviewId,
    authorName: review.reviewer?.isAnonymous
      ? 'A Google user'
      : review.reviewer?.displayName?.trim() || 'A Google user',
    rating,
    text: original(review.comment ?? ''),
    publishedAt: review.createTime,
    reply: reply ? { text: original(reply), at: review.reviewReply?.updateTime ?? review.createTime } : null,
  }
}

export function googleBusinessReviews(config: GoogleBusinessConfig, timeoutMs = REVIEWS_TIMEOUT_MS): ReviewsSource {
  let token: { value: string; until: number } | null = null
  const call = async (url: string, init: RequestInit, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    } catch (error) {
      throw new ReviewsSourceUnavailable(`Google did not answer: ${(error as Error).message}`)
    }
  }
  const accessToken = async (signal?: AbortSignal) => {
    if (token && token.until > Date.now()) return token.value
    const response = await call(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          refresh_token: config.refreshToken,
          grant_type: 'refresh_token',
        }),
      },
      signal,
    )
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error?: string
      error_description?: string
    }
    if (!response.ok || !answer.access_token)
      throw new ReviewsSourceUnavailable(
        `Google's sign-in refused the platform's credentials (${response.status} ${answer.error ?? ''}: ${answer.error_description ?? 'no description'}).`,
      )
    // A minute's margin: a token is never used in its last moments.
    token = { value: answer.access_token, until: Date.now() + ((answer.expires_in ?? 3600) - 60) * 1000 }
    return token.value
  }
  return {
    name: 'google',
    async reviewsOf(profile, signal) {
      if (!GOOGLE_PROFILE.test(profile))
        throw new ReviewsProfileRefused(`"${profile}" is not a Business Profile location (accounts/…/locations/…).`)
      const reviews: SourcedReview[] = []
      let pageToken: string | undefined
      let first: ReviewsPage | null = null
      do {
        const query = new URLSearchParams({ pageSize: '50', orderBy: 'updateTime desc' })
        if (pageToken) query.set('pageToken', pageToken)
        const get = async () =>
          call(
            `${config.apiUrl}/v4/${profile}/reviews?${query}`,
            { headers: { authorization: `Bearer ${await accessToken(signal)}`, accept: 'application/json' } },
            signal,
          )
        let response = await get()
        // A token Google no longer takes (revoked, or its hour up early): once more with a new one.
        if (response.status === 401) {
          token = null
          response = await get()
        }
        const answer = (await response.json().catch(() => ({}))) as ReviewsPage & GoogleError
        if (!response.ok) {
          const why = `Google ${response.status} ${answer.error?.status ?? ''}: ${answer.error?.message ?? 'no message'}`
          // Not found or not ours to read: the profile named is wrong, not the platform's access.
          if (response.status === 404 || response.status === 403) throw new ReviewsProfileRefused(why)
          throw new ReviewsSourceUnavailable(why)
        }
        first ??= answer
        reviews.push(...(answer.reviews ?? []).flatMap((review) => reviewOf(review) ?? []))
        pageToken = answer.nextPageToken
      } while (pageToken && reviews.length < REVIEWS_KEPT)
      const average = first?.averageRating
      return {
        averageRating: typeof average === 'number' && average > 0 ? Math.round(average * 10) / 10 : null,
        count: first?.totalReviewCount ?? reviews.length,
        reviews: reviews.slice(0, REVIEWS_KEPT),
        complete: !pageToken,
      }
    },
  }
}
