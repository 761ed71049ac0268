import type { SearchDocument } from '@/search/document'
import './key-details.css'
import { formatKilometres } from '@/domain/numbers'

/**
 * A car's key details with their icons, as a buyer scans them: kilometres (not for new
 * cars), transmission, fuel and body. On every card and under the car page's title.
 */
export function KeyDetails({
  car,
  className = 'car-details',
}: {
  car: Pick<SearchDocument, 'car_type' | 'km' | 'transmission' | 'fuel' | 'body'>
  className?: string
}) {
  const details = [
    car.car_type !== 'new' && car.km !== null ? { icon: 'km', text: formatKilometres(car.km) } : null,
    car.transmission ? { icon: 'transmission', text: car.transmission } : null,
    car.fuel ? { icon: 'fuel', text: car.fuel } : null,
    car.body !== 'Other' && car.body ? { icon: 'body', text: car.body } : null,
  ].filter((detail): detail is { icon: DetailIcon; text: string } => Boolean(detail))
  if (!details.length) return null
  return (
    <ul className={className} aria-label="Details">
      {details.map((detail) => (
        // The icon is drawn by the stylesheet (key-details.css), once for every card on the page.
        <li key={detail.icon} data-icon={detail.icon}>
          {detail.text}
        </li>
      ))}
    </ul>
  )
}

type DetailIcon = 'km' | 'transmission' | 'fuel' | 'body'
