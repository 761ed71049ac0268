import type { Location, ReviewsBlock as ReviewsData, Tenant } from '@/payload-types'
import { showReviews } from '@/domain/reviews'
import { StarRating } from '@/components/StarRating'
import { reviewsOf } from '@/content/reviews'
import { siteSettings } from '@tenants/settings'
import './reviews.css'

/**
 * Customer reviews with their star rating (one decimal), name, date, where they came from
 * (Google, or typed by the dealer's staff), text and the dealer's reply with its date. Shown only while the average rating is above the dealer's minimum and reviews are
 * not hidden (the spec's rule, src/domain/reviews).
 */
export async function ReviewsBlock({ block, tenant }: { block: ReviewsData; tenant: Tenant }) {
  const settings = siteSettings(tenant)
  const location = typeof block.location === 'object' && block.location ? (block.location as Location) : null
  const aggregate = location ? location.reviews : settings.reviews
  if (!showReviews(aggregate?.averageRating, settings.reviews.minimumRating, settings.reviews.hideReviews)) return null
  const locationId = location?.id ?? block.location
  const reviews = (await reviewsOf(tenant))
    .filter(
      (review) =>
        !locationId ||
        String(typeof review.location === 'object' ? review.location.id : review.location) === String(locationId),
    )
    .slice(0, block.limit ?? 12)
  const date = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: settings.identity.timeZone })
  const heading = block.heading || 'What our customers say'
  return (
    <section className="block block-reviews" aria-labelledby={`reviews-${block.id}`}>
      <h2 id={`reviews-${block.id}`}>{heading}</h2>
      <StarRating average={aggregate!.averageRating!} count={aggregate?.count} from={location?.reviews?.source} />
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <StarRating average={review.rating} />
            <p className="review-meta">
              <strong>{review.customerName}</strong> ·{' '}
              <time dateTime={review.reviewDate}>{date.format(new Date(review.reviewDate))}</time> ·{' '}
              {review.source === 'google' ? 'Google review' : 'Customer review'}
            </p>
            {review.text ? <p>{review.text}</p> : null}
            {review.replyText ? (
              <div className="review-reply">
                <p className="review-meta">
                  Reply from {tenant.name}
                  {review.replyDate ? (
                    <>
                      {' '}
                      · <time dateTime={review.replyDate}>{date.format(new Date(review.replyDate))}</time>
                    </>
                  ) : null}
                </p>
                <p>{review.replyText}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
