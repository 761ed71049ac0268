import './location-parts.css'
import { formatNumber } from '@/domain/numbers'

/**
 * A rating: stars, the average with one decimal and the number of reviews; "Google rating"
 * where Google's it is (a location's, as its import brought it).
 */
export function StarRating({
  average,
  count,
  from,
}: {
  average: number
  count?: number | null
  from?: 'google' | 'typed' | null
}) {
  const rounded = average.toFixed(1)
  const filled = Math.round(average)
  return (
    <p className="star-rating">
      {from === 'google' ? <span className="rating-source">Google rating </span> : null}
      <span aria-hidden="true" className="stars">
        {'★'.repeat(filled)}
        <span className="stars-empty">{'★'.repeat(5 - filled)}</span>
      </span>{' '}
      <span className="visually-hidden">Rated </span>
      {rounded}
      <span className="visually-hidden"> out of 5</span>
      {count ? (
        <span className="rating-count">
          {' '}
          ({formatNumber(count)} {count === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </p>
  )
}
