'use client'
import { useSyncExternalStore } from 'react'
import { ShortlistToggles } from '@/components/shortlist/ShortlistToggles.client'
import { toggleShortlist, useShortlist } from '@/components/shortlist/shortlistStore'
import { carPath } from '@/domain/searchPaths'
import { showToast } from '@/components/design/toasts'
import { FAVOURITE_REMOVED } from '@/domain/shortlist'
import './garage.css'

const noSubscription = () => () => {}

/** The browser's favourites, newest first: each with its photo, its page, Compare (where offered) and Remove. */
export function FavouritesList({ compare, browseHref }: { compare: boolean; browseHref: string }) {
  const favourites = useShortlist('favourites')
  // The list lives in this browser: the server's page shows nothing until it is read.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!inBrowser) return null
  if (!favourites.length)
    return (
      <p>
        No favourites yet. Press the heart on a car to keep it here. <a href={browseHref}>Browse our cars</a>
      </p>
    )
  return (
    <ul className="garage-cars" aria-label="Your favourite cars">
      {[...favourites].reverse().map((car) => (
        <li key={car.id} className="garage-car">
          {car.primary_image_url ? (
            // eslint-disable-next-line @next/next/no-img-element -- the card-width rendition kept with the favourite
            <img src={car.primary_image_url} alt="" width={400} height={300} loading="lazy" />
          ) : (
            <span className="garage-car-photo-none" />
          )}
          <div className="garage-car-body">
            <h2 className="garage-car-title">
              <a href={carPath(car.slug)}>{car.name}</a>
            </h2>
            <p className="garage-car-actions">
              {compare ? <ShortlistToggles car={car} favourite={false} compare look="page" /> : null}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  toggleShortlist('favourites', car)
                  showToast(FAVOURITE_REMOVED)
                }}
              >
                Remove<span className="visually-hidden"> {car.name}</span>
              </button>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
