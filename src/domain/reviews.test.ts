import { describe, expect, it } from 'vitest'
import { combinedRating, ratingProblem, reviewAggregate, showReviews } from './reviews'

describe('review rules', () => {
  it('accepts ratings 1 to 5 with one decimal', () => {
    expect(ratingProblem(4.5)).toBeNull()
    expect(ratingProblem(1)).toBeNull()
    expect(ratingProblem(5.5)).toBe('The rating must be between 1 and 5.')
    expect(ratingProblem(0)).toBe('The rating must be between 1 and 5.')
    expect(ratingProblem(4.25)).toBe('Use at most one decimal place, for example 4.5.')
    expect(ratingProblem(undefined)).toBe('Enter a rating from 1 to 5.')
  })

  it('averages to one decimal place', () => {
    expect(reviewAggregate([5, 4, 4])).toEqual({ averageRating: 4.3, count: 3 })
    expect(reviewAggregate([])).toEqual({ averageRating: null, count: 0 })
  })

  it('shows reviews only above the minimum and when not hidden', () => {
    expect(showReviews(4.1, 4, false)).toBe(true)
    expect(showReviews(4, 4, false)).toBe(false)
    expect(showReviews(3.2, 3, false)).toBe(true)
    expect(showReviews(4.9, 4, true)).toBe(false)
    expect(showReviews(null, 0, false)).toBe(false)
  })

  it('rates a dealer over typed reviews and Google profiles, each review counting once', () => {
    expect(combinedRating([5, 4, 4], [])).toEqual(reviewAggregate([5, 4, 4]))
    // 3 typed (13 stars) and 100 Google reviews averaging 4.0: (13 + 400) / 103.
    expect(combinedRating([5, 4, 4], [{ averageRating: 4, count: 100 }])).toEqual({ averageRating: 4, count: 103 })
    expect(
      combinedRating(
        [],
        [
          { averageRating: 4.6, count: 10 },
          { averageRating: 3.6, count: 30 },
        ],
      ),
    ).toEqual({
      averageRating: 3.9,
      count: 40,
    })
    expect(combinedRating([], [{ averageRating: null, count: 0 }])).toEqual({ averageRating: null, count: 0 })
  })
})
