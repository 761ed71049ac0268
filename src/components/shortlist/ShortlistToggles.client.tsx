'use client'
import { showToast } from '@/components/design/toasts'
import {
  COMPARE_ADDED,
  COMPARE_FULL,
  COMPARE_LABEL,
  COMPARE_REMOVED,
  comparePath,
  FAVOURITE_ADDED,
  FAVOURITE_LABEL,
  FAVOURITE_REMOVED,
  FAVOURITES_PATH,
  type ShortlistedCar,
} from '@/domain/shortlist'
import { CAR_SAVED_EVENT } from '@/domain/watchlist'
import { trackEvent } from '@/integrations/analytics'
import { shortlist, toggleShortlist, useShortlist, type ShortlistKind } from './shortlistStore'
import './shortlist.css'

const STORAGE_OFF = 'This browser is not keeping saved cars: its site storage is turned off.'
const VIEW_FAVOURITES = 'View favourites'

type Props = {
  car: ShortlistedCar
  favourite: boolean
  compare: boolean
  /** On a card: icon buttons on the photo, named with the card's heading; on the car page: labelled buttons. */
  look: 'card' | 'page'
  /** The card heading's id, so "Favourite" is announced with the car's name. */
  describedBy?: string
}

/** The favourite (heart) and compare toggles of one car, kept in the visitor's browser. */
export function ShortlistToggles({ car, favourite, compare, look, describedBy }: Props) {
  const favourites = useShortlist('favourites')
  const compared = useShortlist('compare')
  if (!favourite && !compare) return null
  const toggle = (kind: ShortlistKind) => {
    const outcome = toggleShortlist(kind, car)
    const compareLink = () => {
      const slugs = shortlist('compare').map((kept) => kept.slug)
      return { label: `${COMPARE_LABEL} (${slugs.length})`, href: comparePath(slugs) }
    }
    if (outcome === 'unavailable') showToast(STORAGE_OFF)
    else if (outcome === 'full') showToast(COMPARE_FULL, undefined, compareLink())
    else if (kind === 'favourites' && outcome === 'added') {
      trackEvent(CAR_SAVED_EVENT, { car_id: car.slug, list: 'favourites' })
      showToast(FAVOURITE_ADDED, undefined, { label: VIEW_FAVOURITES, href: FAVOURITES_PATH })
    } else if (kind === 'favourites') showToast(FAVOURITE_REMOVED)
    else showToast(outcome === 'added' ? COMPARE_ADDED : COMPARE_REMOVED, undefined, compareLink())
  }
  const isFavourite = favourites.some((kept) => kept.id === car.id)
  const isCompared = compared.some((kept) => kept.id === car.id)
  return (
    <span className={`shortlist shortlist-${look}`}>
      {favourite ? (
        <button
          type="button"
          className={look === 'card' ? 'shortlist-favourite' : 'btn btn-ghost shortlist-button'}
          aria-pressed={isFavourite}
          aria-label={look === 'card' ? FAVOURITE_LABEL : undefined}
          aria-describedby={describedBy}
          onClick={() => toggle('favourites')}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" strokeWidth="2" stroke="currentColor">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.4 3.5 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
              fill={isFavourite ? 'currentColor' : 'none'}
              strokeLinejoin="round"
            />
          </svg>
          {look === 'page' ? FAVOURITE_LABEL : null}
        </button>
      ) : null}
      {compare ? (
        <button
          type="button"
          className={look === 'card' ? 'shortlist-compare' : 'btn btn-ghost shortlist-button'}
          aria-pressed={isCompared}
          aria-describedby={describedBy}
          onClick={() => toggle('compare')}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            strokeWidth="2.5"
            stroke="currentColor"
            fill="none"
          >
            {isCompared ? (
              <path d="M4 12.5l5 5L20 6.5" strokeLinecap="round" />
            ) : (
              <path d="M12 5v14M5 12h14" strokeLinecap="round" />
            )}
          </svg>
          {COMPARE_LABEL}
        </button>
      ) : null}
    </span>
  )
}
