import type { SearchDocument } from '@/search/document'
import { priceDisplay, priceTypeLabel, wholeDollars } from '@/domain/carPrice'
import './car-card.css'

type PriceSettings = Parameters<typeof priceDisplay>[1]

/** A car's price as the dealer shows it: amount with its basis (drive-away or excluding government charges), a reduction, a weekly subscription, or the no-price text. */
export function CarPrice({
  car,
  prices,
}: {
  car: Parameters<typeof priceDisplay>[0] & Pick<SearchDocument, 'price_type'>
  prices: PriceSettings
}) {
  const price = priceDisplay(car, prices)
  const basis = priceTypeLabel(car.price_type)
  switch (price.kind) {
    case 'subscription':
      return (
        <p className="car-price">
          <strong>{wholeDollars(price.amount)}</strong> <span>per week subscription</span>
        </p>
      )
    case 'reduced':
      return (
        <p className="car-price">
          <strong>{wholeDollars(price.amount)}</strong> <span>{basis}</span>{' '}
          <s className="car-was">
            <span className="visually-hidden">was </span>
            {wholeDollars(price.was)}
          </s>
        </p>
      )
    case 'price':
      return (
        <p className="car-price">
          <strong>{wholeDollars(price.amount)}</strong> <span>{basis}</span>
        </p>
      )
    default:
      return (
        <p className="car-price">
          <strong>{price.text}</strong>
        </p>
      )
  }
}
