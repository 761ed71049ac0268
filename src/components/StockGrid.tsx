import type { SearchDocument } from '@/search/document'
import type { PromoCardContent } from '@/content/promoCards'
import { withPromoCards } from '@/domain/promoPlacement'
import { listedRepayment } from '@/domain/financeEstimate'
import { CarCard, type CarCardSettings } from './CarCard'
import { FinanceDisclosure } from './finance/FinanceDisclosure'
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
  leadsPage = false,
}: {
  cars: SearchDocument[]
  promos: PromoCardContent[]
  settings: CarCardSettings
  headingLevel: 'h2' | 'h3' | 'h4'
  label: string
  /** The grid opens the page (the search page): its first row is in the first screen and its first photo is the LCP element. */
  leadsPage?: boolean
}) {
  // The first car's photo (and a promo card before it) is fetched at once; the rest load
  // lazily, as the browser lays them out (on a phone the second card is below the first screen).
  const items = withPromoCards(cars, promos)
  const lcpIndex = leadsPage ? items.findIndex((item) => item.kind === 'car') : -1
  const withEstimates = settings.finance !== null && cars.some((car) => listedRepayment(car) !== null)
  return (
    <>
      <ul className="stock-grid" aria-label={label}>
        {items.map((item, index) =>
          item.kind === 'car' ? (
            <li key={`car-${item.car.id}`}>
              <CarCard
                car={item.car}
                settings={settings}
                headingLevel={headingLevel}
                photoLoading={index === lcpIndex ? 'lcp' : 'lazy'}
              />
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
                    loading={index < lcpIndex ? 'eager' : 'lazy'}
                  />
                ) : (
                  item.promo.title
                )}
              </a>
            </li>
          ),
        )}
      </ul>
      {withEstimates ? (
        <div className="stock-grid-small-print">
          <FinanceDisclosure finance={settings.finance!} marker="* " />
        </div>
      ) : null}
    </>
  )
}
