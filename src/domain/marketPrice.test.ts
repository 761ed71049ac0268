import { describe, expect, it } from 'vitest'
import { marketPriceIndicator } from './marketPrice'

const car = {
  price: 30_000,
  state: 'NSW',
  stateAverageMarketPrice: 32_450,
  marketPriceSource: 'AutoGrab',
  marketPriceDate: '2026-11-30T00:00:00.000Z',
}

describe('the market price indicator', () => {
  it('shows how far below the state’s average a car is priced, with the figure’s source and date', () => {
    expect(marketPriceIndicator(car)).toEqual({
      below: 2_450,
      text: '$2,450 below the average market price in NSW',
      basis: 'Average market price $32,450 for this model in NSW: AutoGrab, 30 Nov 2026.',
    })
  })

  it('only when the price is lower than the state average by more than $499', () => {
    expect(marketPriceIndicator({ ...car, stateAverageMarketPrice: 30_499 })).toBeNull()
    expect(marketPriceIndicator({ ...car, stateAverageMarketPrice: 30_500 })?.below).toBe(500)
    expect(marketPriceIndicator({ ...car, stateAverageMarketPrice: 29_000 })).toBeNull()
  })

  it('never without a price, an average, or a source and date to cite', () => {
    expect(marketPriceIndicator({ ...car, price: 0 })).toBeNull()
    expect(marketPriceIndicator({ ...car, stateAverageMarketPrice: null })).toBeNull()
    expect(marketPriceIndicator({ ...car, marketPriceSource: ' ' })).toBeNull()
    expect(marketPriceIndicator({ ...car, marketPriceDate: null })).toBeNull()
    expect(marketPriceIndicator({ ...car, marketPriceDate: 'yesterday' })).toBeNull()
  })
})
