import type { SearchDocument } from '@/search/document'
import type { PromoCardContent } from '@/content/promoCards'
import { withPromoCards } from '@/domain/promoPlacement'
import { CarCard, type CarCardSettings } from './CarCard'
import './car-card.css'

/**
 * Cars as a grid with the dealer's promo cards at their positions (shared by the stock
 * grid block and the search page).
 */
export function StockGrid({
  cars,
  promos,
  settings,
  headingLevel,
  label,
}: {
  cars: SearchDocument[]
  promos: PromoCardContent[]
  settings: CarCardSettings
  headingLevel: 'h2' | 'h3' | 'h4'
  label: string
}) {
  return (
    <ul className="stock-grid" aria-label={label}>
      {withPromoCards(cars, promos).map((item, index) =>
        item.kind === 'car' ? (
          <li key={`car-${item.car.id}`}>
            <CarCard car={item.car} settings={settings} headingLevel={headingLevel} />
          </li>
        ) : (
          <li key={`promo-${item.promo.id}-${index}`}>
            <a className="promo-grid-card" href={item.promo.link}>
              {item.promo.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its size
                <img
                  src={item.promo.image.url}
                  alt={item.promo.title}
                  width={item.promo.image.width}
                  height={item.promo.image.height}
                  loading="lazy"
                />
              ) : (
                item.promo.title
              )}
            </a>
          </li>
        ),
      )}
    </ul>
  )
}
