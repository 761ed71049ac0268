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

/** Spec: reviews show only when the average exceeds the dealer's minimum and they are not hidden. */
export function showReviews(averageRating: number | null | undefined, minimumRating: number, hidden: boolean): boolean {
  return !hidden && typeof averageRating === 'number' && averageRating > minimumRating
}
