/** Review ratings are 1 to 5 with at most one decimal place. */
export function ratingProblem(rating: unknown): string | null {
  if (typeof rating !== 'number' || Number.isNaN(rating)) return 'Enter a rating from 1 to 5.'
  if (rating < 1 || rating > 5) return 'The rating must be between 1 and 5.'
  if (Math.round(rating * 10) !== rating * 10) return 'Use at most one decimal place, for example 4.5.'
  return null
}

/** Average (one decimal) and count of a set of ratings; null average when there are none. */
export function reviewAggregate(ratings: number[]): { averageRating: number | null; count: number } {
  if (ratings.length === 0) return { averageRating: null, count: 0 }
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length
  return { averageRating: Math.round(mean * 10) / 10, count: ratings.length }
}

/**
 * A dealer's rating over all its locations: the reviews typed for locations without a Google
 * profile, each counted, and each Google profile's own average over its count.
 */
export function combinedRating(
  typed: number[],
  google: { averageRating: number | null; count: number }[],
): { averageRating: number | null; count: number } {
  const rated = google.filter((profile) => profile.averageRating !== null && profile.count > 0)
  const count = typed.length + rated.reduce((sum, profile) => sum + profile.count, 0)
  if (count === 0) return { averageRating: null, count: 0 }
  const total =
    typed.reduce((sum, rating) => sum + rating, 0) +
    rated.reduce((sum, profile) => sum + profile.averageRating! * profile.count, 0)
  return { averageRating: Math.round((total / count) * 10) / 10, count }
}

/** Spec: reviews show only when the average exceeds the dealer's minimum and they are not hidden. */
export function showReviews(averageRating: number | null | undefined, minimumRating: number, hidden: boolean): boolean {
  return !hidden && typeof averageRating === 'number' && averageRating > minimumRating
}
