import type { SearchDocument } from '@/search/document'
import './key-details.css'

const kilometres = new Intl.NumberFormat('en-AU')

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
    car.car_type !== 'new' && car.km !== null ? { icon: 'km', text: `${kilometres.format(car.km)} km` } : null,
    car.transmission ? { icon: 'transmission', text: car.transmission } : null,
    car.fuel ? { icon: 'fuel', text: car.fuel } : null,
    car.body !== 'Other' && car.body ? { icon: 'body', text: car.body } : null,
  ].filter((detail): detail is { icon: DetailIcon; text: string } => Boolean(detail))
  if (!details.length) return null
  return (
    <ul className={className} aria-label="Details">
      {details.map((detail) => (
        <li key={detail.icon}>
          <DetailGlyph icon={detail.icon} />
          {detail.text}
        </li>
      ))}
    </ul>
  )
}

type DetailIcon = 'km' | 'transmission' | 'fuel' | 'body'

/** Line icons beside a car's key details (decorative: the text says what each is). */
const GLYPHS: Record<DetailIcon, string> = {
  km: 'M12 20a8 8 0 1 1 8-8M12 12l4-3M4 12h2M12 4v2',
  transmission: 'M6 5v14M12 5v14M18 5v7H6',
  fuel: 'M5 20V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v14M4 20h12M15 9h2l2 2v6a1.5 1.5 0 0 1-3 0v-3h-1M8 8h4',
  body: 'M3 15v-3l2-5h10l4 5h2v3M3 15h18M7 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
}

function DetailGlyph({ icon }: { icon: DetailIcon }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d={GLYPHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
