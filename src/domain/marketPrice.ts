import { formatDollars } from './numbers'

/**
 * The market price indicator (spec: shown only when the price is lower than the state average
 * market price by more than 499): how far below the average for the car's state it is priced,
 * with where the market figure came from and when, so the claim can be checked.
 */
export const MARKET_PRICE_MARGIN = 499

export type MarketPriceCar = {
  price?: number | null
  state?: string | null
  stateAverageMarketPrice?: number | null
  marketPriceSource?: string | null
  marketPriceDate?: string | null
}

export type MarketPriceIndicator = { below: number; text: string; basis: string }

const dateOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso))

/** The indicator for a car, or null: no figure, no source or date to cite, or not more than $499 below. */
export function marketPriceIndicator(car: MarketPriceCar, timeZone = 'Australia/Sydney'): MarketPriceIndicator | null {
  const price = car.price ?? 0
  const average = car.stateAverageMarketPrice ?? 0
  const source = car.marketPriceSource?.trim()
  if (!(price > 0) || !(average > 0) || !source || !car.marketPriceDate) return null
  if (Number.isNaN(Date.parse(car.marketPriceDate))) return null
  const below = Math.round(average - price)
  if (below <= MARKET_PRICE_MARGIN) return null
  const where = car.state?.trim() ? `in ${car.state.trim()}` : 'in its state'
  return {
    below,
    text: `${formatDollars(below)} below the average market price ${where}`,
    basis: `Average market price ${formatDollars(average)} for this model ${where}: ${source}, ${dateOf(car.marketPriceDate, timeZone)}.`,
  }
}
