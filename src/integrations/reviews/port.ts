/** One review as the source publishes it, with the business's reply where it answered. */
export type SourcedReview = {
  /** The source's own id of the review, which stays the same when it is edited. */
  externalId: string
  authorName: string
  /** 1 to 5. */
  rating: number
  /** Empty for a rating left without words. */
  text: string
  publishedAt: string
  reply: { text: string; at: string } | null
}

/** A business profile's rating over every review it has, and its newest reviews. */
export type ProfileReviews = {
  averageRating: number | null
  count: number
  reviews: SourcedReview[]
  /** Whether `reviews` holds every review the profile has (else only the newest). */
  complete: boolean
}

/** Where a location's public reviews come from: Google's Business Profile API, or a stand-in. */
export interface ReviewsSource {
  readonly name: string
  reviewsOf(profile: string, signal?: AbortSignal): Promise<ProfileReviews>
}

/** The source refused this profile (unknown to it, or not the platform's to read): the dealer's setting needs fixing. */
export class ReviewsProfileRefused extends Error {}

/** The source could not be reached or refused the platform's credentials: a later run may work. */
export class ReviewsSourceUnavailable extends Error {}

/** Longest one call to the source may take. */
export const REVIEWS_TIMEOUT_MS = 20_000

/** Most reviews kept per profile: the newest. */
export const REVIEWS_KEPT = 200
