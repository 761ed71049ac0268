import './location-parts.css'
import { formatNumber } from '@/domain/numbers'

/** A Google-style rating: stars, the average with one decimal and the number of reviews. */
export function StarRating({ average, count }: { average: number; count?: number | null }) {
  const rounded = average.toFixed(1)
  const filled = Math.round(average)
  return (
    <p className="star-rating">
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
