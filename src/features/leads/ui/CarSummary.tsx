import type { CarSummaryData } from '../carForForm'
import './car-summary.css'

type Props = {
  car: CarSummaryData
  /** Beside a form (photo on top) or above one (photo to the left). */
  layout?: 'row' | 'stacked'
  /** Links the name to the car's page; off inside a dialog over that page. */
  linked?: boolean
  headingId?: string
}

/** The car a form is about: photo, name, price and a line of details, the same on every form. */
export function CarSummary({ car, layout = 'row', linked = true, headingId }: Props) {
  return (
    <div className={`car-summary car-summary--${layout}`}>
      {car.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a rendition the platform stored at import
        <img src={car.photo} alt="" width={layout === 'row' ? 160 : 400} height={layout === 'row' ? 120 : 300} />
      ) : null}
      <div>
        <p className="car-summary-name" id={headingId}>
          {linked ? <a href={`/cars/${car.slug}`}>{car.name}</a> : car.name}
        </p>
        <p className="car-summary-price">{car.price}</p>
        {car.lines.length ? <p className="car-summary-lines">{car.lines.join(' · ')}</p> : null}
      </div>
    </div>
  )
}
