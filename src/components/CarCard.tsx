import type { SearchDocument } from '@/search/document'
import { carTag, isInStock, type TagSettings } from '@/domain/carTag'
import { isReserved, reservationRefusal } from '@/domain/reservations'
import { carTitle } from '@/domain/carTitle'
import { photoSources } from '@/domain/photoSources'
import { offersShortlist, type ShortlistSettings } from '@/domain/shortlist'
import { ShortlistToggles } from '@/components/shortlist/ShortlistToggles.client'
import { shortlistedCar } from '@/components/shortlist/shortlistedCar'
import { carPath, stockSearchPath, type CarType } from '@/domain/searchPaths'
import { CarPrice } from './CarPrice'
import { KeyDetails } from './KeyDetails'
import { CardFinance } from './finance/CardFinance'
import { listedRepayment } from '@/domain/financeEstimate'
import type { EstimateDisclosure } from './finance/estimateDisclosure'
import './car-card.css'

/** What every card on a page needs of the dealer's settings, worked out once per list. */
export type CarCardSettings = {
  tags: TagSettings
  prices: { subscriptions: boolean; noPriceText: string }
  titleFormat: string
  now: Date
  /** The dealer's small print where its cars carry finance estimates, else null (each card's rates are its own). */
  finance: EstimateDisclosure | null
  /** Reserve Now on cards of cars that can be reserved, where the dealer takes reservations and wants it there. */
  reserve: boolean
  /** Favourites and compare, where the dealer offers them. */
  shortlist: ShortlistSettings
  /** What a car without photos says instead. */
  noPhotoText: string
}

type PhotoLoading = 'lcp' | 'lazy'

/** Whether a listed car may be reserved now: the car page's rule, with a hold read from the listing. */
const reservableNow = (car: SearchDocument, now: Date) =>
  reservationRefusal(
    { status: car.status, reserved: isReserved(car, now), price: car.price, reserveOffered: car.reserve_offered },
    null,
    now,
  ) === null

/**
 * A car in a stock list: photo with its tag banner, title, price with its basis, key
 * details and location, and View Details; a car no longer in stock offers
 * Find Me Something Similar (the same make and model in the search) instead.
 */
export function CarCard({
  car,
  settings,
  headingLevel: Heading = 'h3',
  photoLoading = 'lazy',
}: {
  car: SearchDocument
  settings: CarCardSettings
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** 'lcp': the page's largest image, fetched first; 'lazy': when the browser lays it out near the screen. */
  photoLoading?: PhotoLoading
}) {
  const title = carTitle(car, settings.titleFormat)
  const tag = carTag(car, settings.tags, settings.now)
  const inStock = isInStock(car.status)
  const headingId = `car-${car.id}`
  const offered = offersShortlist(car, settings.shortlist)
  const repayment = listedRepayment(car)
  return (
    <article className={`car-card${inStock ? '' : ' car-card-sold'}`} aria-labelledby={headingId}>
      <div className="car-photo">
        {car.primary_photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset
          <img
            {...photoSources(car.primary_photo, 400)}
            sizes="(min-width: 90rem) 19rem, (min-width: 64rem) 22vw, (min-width: 36rem) 48vw, 100vw"
            alt=""
            loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photoLoading === 'lcp' ? 'high' : undefined}
            decoding={photoLoading === 'lcp' ? undefined : 'async'}
          />
        ) : (
          <span className="car-photo-none">{settings.noPhotoText}</span>
        )}
        {tag ? <span className={`car-tag car-tag-${tag.tone}`}>{tag.text}</span> : null}
        {offered.favourite || offered.compare ? (
          <ShortlistToggles car={shortlistedCar(car, title)} {...offered} look="card" describedBy={headingId} />
        ) : null}
      </div>
      <div className="car-body">
        <Heading id={headingId} className="car-title">
          <a href={carPath(car.slug)}>{title}</a>
        </Heading>
        <CarPrice car={car} prices={settings.prices} />
        {settings.finance && repayment ? <CardFinance repayment={repayment} /> : null}
        <KeyDetails car={car} />
        {car.location_name ? <p className="car-location">{car.location_name}</p> : null}
        <p className="car-actions">
          {inStock ? (
            <a className="button" href={carPath(car.slug)} aria-describedby={headingId}>
              View Details
            </a>
          ) : null}
          {inStock && settings.reserve && reservableNow(car, settings.now) ? (
            <a
              className="button button-secondary"
              href={`${carPath(car.slug)}#reserve-online`}
              aria-describedby={headingId}
            >
              Reserve Now
            </a>
          ) : null}
          {inStock ? null : (
            <a
              className="button"
              href={stockSearchPath({
                carTypes: [car.car_type as CarType],
                makeModel: { make: car.make, model: car.model },
              })}
              aria-describedby={headingId}
            >
              Find Me Something Similar
            </a>
          )}
        </p>
      </div>
    </article>
  )
}
