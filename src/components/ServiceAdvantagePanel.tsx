import type { ServicePrice } from '@/payload-types'
import { formatDollars, formatKilometres } from '@/domain/numbers'

/**
 * The Service Advantage panel (spec): the model's capped price per service, how many
 * services over how many years and kilometres, the service interval, and Book a Service.
 */
export function ServiceAdvantagePanel({
  modelName,
  price,
  bookingUrl,
  headingLevel: Heading = 'h2',
}: {
  modelName: string
  price: ServicePrice
  bookingUrl: string
  headingLevel?: 'h2' | 'h3'
}) {
  const external = bookingUrl.startsWith('http')
  return (
    <section className="service-advantage" aria-labelledby={`service-advantage-${price.id}`}>
      <Heading id={`service-advantage-${price.id}`}>Capped price servicing for the {modelName}</Heading>
      <p className="service-price">
        <strong>{formatDollars(price.pricePerService)}</strong> per standard service
      </p>
      <ul className="service-facts">
        <li>
          {price.services} services over {price.years} years or {formatKilometres(price.rangeKm)}, whichever comes first
        </li>
        <li>
          A service every {price.intervalMonths} months or {formatKilometres(price.intervalKm)}
        </li>
      </ul>
      <a className="button" href={bookingUrl} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
        Book a Service{external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    </section>
  )
}
