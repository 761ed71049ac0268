'use client'
import { carPath } from '@/domain/searchPaths'
import { viewedCars } from '../viewedCars'
import './garage.css'

/** My Garage's recently viewed cars, from this browser (the server never knows them). */
export function RecentlyViewed() {
  const cars = viewedCars.use()
  if (!cars.length) return null
  return (
    <section className="garage-section" aria-labelledby="garage-viewed">
      <h2 id="garage-viewed">Recently viewed</h2>
      <ul className="garage-cars">
        {cars.map((car) => (
          <li key={car.id} className="garage-car">
            {car.primary_image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- the card-width rendition kept with the record
              <img src={car.primary_image_url} alt="" width={400} height={300} loading="lazy" />
            ) : (
              <span className="garage-car-photo-none" aria-hidden="true" />
            )}
            <div className="garage-car-body">
              <h3>
                <a href={carPath(car.slug)}>{car.name}</a>
              </h3>
              {car.stocknum ? <p className="garage-meta">Stock number {car.stocknum}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
