// A stand-in for Google's Business Profile reviews, for development and the tests (this
// machine has no route to Google): the platform is pointed at it with GOOGLE_OAUTH_TOKEN_URL
// and GOOGLE_BUSINESS_API_URL. It takes what Google documents and refuses the rest as Google
// does: POST /token with grant_type=refresh_token and the client's id, secret and refresh
// token (form-encoded) answers an access token good for an hour; GET
// /v4/accounts/{a}/locations/{l}/reviews wants that token as Bearer, a pageSize of 1 to 50
// (default 50), an orderBy of "rating", "rating desc" or "updateTime desc", and a pageToken
// it gave out; an unknown location is 404 NOT_FOUND. Loopback only.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { URLSearchParams } from 'node:url'

const ORDERS = new Set(['rating', 'rating desc', 'updateTime desc'])
const STARS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']

/**
 * @param {{ clientId: string, clientSecret: string, refreshToken: string,
 *   profiles?: Record<string, { averageRating: number, totalReviewCount: number, reviews: object[] }> }} account
 *   profiles: by "accounts/{a}/locations/{l}", reviews in Google's shape (reviewId, reviewer,
 *   starRating, comment, createTime, updateTime, reviewReply).
 */
export async function startGoogleBusinessStandIn({ clientId, clientSecret, refreshToken, profiles = {} }) {
  const tokens = new Map()
  const pageTokens = new Map()
  const calls = []
  const googleError = (response, code, status, message) =>
    response
      .writeHead(code, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code, message, status } }))
  const oauthError = (response, code, error, description) =>
    response
      .writeHead(code, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error, error_description: description }))

  const token = (request, body, response) => {
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return oauthError(response, 400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded')
    const form = new URLSearchParams(body)
    if (form.get('grant_type') !== 'refresh_token')
      return oauthError(response, 400, 'unsupported_grant_type', 'Invalid grant_type: ' + form.get('grant_type'))
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return oauthError(response, 401, 'invalid_client', 'The OAuth client was not found.')
    if (form.get('refresh_token') !== refreshToken)
      return oauthError(response, 400, 'invalid_grant', 'Token has been expired or revoked.')
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`
    tokens.set(accessToken, Date.now() + 3_600_000)
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        access_token: accessToken,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/business.manage',
        token_type: 'Bearer',
      }),
    )
  }

  const reviews = (request, url, response) => {
    const match = /^\/v4\/(accounts\/\d+\/locations\/\d+)\/reviews$/.exec(url.pathname)
    if (!match) return googleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.')
    const [scheme, bearer] = String(request.headers.authorization ?? '').split(' ')
    if (scheme !== 'Bearer' || !(tokens.get(bearer) > Date.now()))
      return googleError(
        response,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token.',
      )
    const size = Number(url.searchParams.get('pageSize') ?? 50)
    if (!Number.isInteger(size) || size < 1 || size > 50)
      return googleError(response, 400, 'INVALID_ARGUMENT', 'Invalid pageSize: the maximum is 50.')
    const order = url.searchParams.get('orderBy') ?? 'updateTime desc'
    if (!ORDERS.has(order)) return googleError(response, 400, 'INVALID_ARGUMENT', `Invalid orderBy: ${order}`)
    const profile = profiles[match[1]]
    if (!profile) return googleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.')
    const pageToken = url.searchParams.get('pageToken')
    const start = pageToken ? pageTokens.get(pageToken) : 0
    if (start === undefined) return googleError(response, 400, 'INVALID_ARGUMENT', 'Invalid pageToken.')
    calls.push({ profile: match[1], pageSize: size, orderBy: order, pageToken })
    const sorted = [...profile.reviews].sort((a, b) =>
      order === 'updateTime desc'
        ? String(b.updateTime).localeCompare(String(a.updateTime))
        : (STARS.indexOf(a.starRating) - STARS.indexOf(b.starRating)) * (order === 'rating' ? 1 : -1),
    )
    const page = sorted.slice(start, start + size)
    let nextPageToken
    if (start + size < sorted.length) {
      nextPageToken = randomBytes(12).toString('base64url')
      pageTokens.set(nextPageToken, start + size)
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        reviews: page.map((review) => ({ name: `${match[1]}/reviews/${review.reviewId}`, ...review })),
        averageRating: profile.averageRating,
        totalReviewCount: profile.totalReviewCount,
        ...(nextPageToken ? { nextPageToken } : {}),
      }),
    )
  }

  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://google.invalid')
      if (request.method === 'POST' && url.pathname === '/token')
        return token(request, Buffer.concat(chunks).toString('utf8'), response)
      if (request.method === 'GET') return reviews(request, url, response)
      googleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.')
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    tokenUrl: `${url}/token`,
    profiles,
    calls,
    /** Every access token given out lapses, as an hour passing would make it. */
    expireTokens: () => tokens.clear(),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * A review in Google's shape, for the demo and the tests.
 * @param {{ id: string, name: string, stars: number, comment?: string, daysAgo: number, reply?: string,
 *   replyDaysAgo?: number, now?: number }} review
 */
export function googleReview({ id, name, stars, comment, daysAgo, reply, replyDaysAgo, now = Date.now() }) {
  const at = (days) => new Date(now - days * 86_400_000).toISOString()
  return {
    reviewId: id,
    reviewer: { displayName: name, isAnonymous: false },
    starRating: STARS[stars],
    ...(comment ? { comment } : {}),
    createTime: at(daysAgo),
    updateTime: at(reply ? (replyDaysAgo ?? daysAgo) : daysAgo),
    ...(reply ? { reviewReply: { comment: reply, updateTime: at(replyDaysAgo ?? daysAgo) } } : {}),
  }
}
