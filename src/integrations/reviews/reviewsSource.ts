import { googleBusinessConfig, googleBusinessReviews } from './googleBusinessProfile'
import type { ReviewsSource } from './port'

/**
 * The process's reviews source: Google's Business Profile API where any GOOGLE_BUSINESS_*
 * setting is given (all three then, or the server does not start), else none: locations keep
 * the reviews staff type in.
 */
export function reviewsSource(env: Partial<NodeJS.ProcessEnv> = process.env): ReviewsSource | null {
  const named = ['GOOGLE_BUSINESS_CLIENT_ID', 'GOOGLE_BUSINESS_CLIENT_SECRET', 'GOOGLE_BUSINESS_REFRESH_TOKEN']
  if (!named.some((name) => env[name]?.trim())) return null
  return googleBusinessReviews(googleBusinessConfig(env))
}
