import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SLIDER_SCALE,
  FIXED_PRICE_SCALE,
  moveThumb,
  rangeOfThumbs,
  sliderScale,
  snapToScale,
  thumbsOf,
} from './rangeSlider'

describe('a range slider’s scale', () => {
  it('runs over the stock’s figures, price and kilometres widened to whole thousands', () => {
    expect(sliderScale('price', { min: 12_490, max: 87_990 })).toEqual({ min: 12_000, max: 88_000, step: 1_000 })
    expect(sliderScale('km', { min: 5, max: 243_112 })).toEqual({ min: 0, max: 244_000, step: 2_000 })
  })

  it('steps about 1 % of the range, never less than the unit values snap to', () => {
    expect(sliderScale('price', { min: 0, max: 1_000_000 }).step).toBe(10_000)
    expect(sliderScale('price', { min: 20_000, max: 25_000 }).step).toBe(1_000)
    expect(sliderScale('year', { min: 2009, max: 2025 })).toEqual({ min: 2009, max: 2025, step: 1 })
  })

  it('is 0 to 100,000 where the facet has no figures, and never empty', () => {
    expect(sliderScale('km', undefined)).toEqual(DEFAULT_SLIDER_SCALE)
    expect(DEFAULT_SLIDER_SCALE).toMatchObject({ min: 0, max: 100_000 })
    expect(sliderScale('year', { min: 2021, max: 2021 })).toEqual({ min: 2021, max: 2022, step: 1 })
  })
})

describe('moving the thumbs', () => {
  const scale = sliderScale('price', { min: 10_000, max: 90_000 })

  it('snaps price and kilometres to the nearest 1,000 and clamps to the scale', () => {
    expect(snapToScale('price', scale, 25_499)).toBe(25_000)
    expect(snapToScale('price', scale, 25_500)).toBe(26_000)
    expect(snapToScale('price', scale, 2_000)).toBe(10_000)
    expect(snapToScale('price', scale, 250_000)).toBe(90_000)
    expect(snapToScale('year', { min: 2010, max: 2025, step: 1 }, 2019.6)).toBe(2020)
  })

  it('stops a thumb at the other: they never cross', () => {
    expect(moveThumb('price', scale, [20_000, 40_000], 0, 55_000)).toEqual([40_000, 40_000])
    expect(moveThumb('price', scale, [20_000, 40_000], 1, 12_000)).toEqual([20_000, 20_000])
    expect(moveThumb('price', scale, [20_000, 40_000], 1, 61_200)).toEqual([20_000, 61_000])
  })

  it('snaps the spec’s fixed price slider to its $500 steps', () => {
    expect(FIXED_PRICE_SCALE).toEqual({ min: 5_000, max: 250_000, step: 500 })
    expect(sliderScale('price', { min: 12_490, max: 87_990 }, { fixedPrice: true })).toBe(FIXED_PRICE_SCALE)
    expect(sliderScale('km', { min: 0, max: 90_000 }, { fixedPrice: true }).max).toBe(90_000)
    expect(snapToScale('price', FIXED_PRICE_SCALE, 25_740)).toBe(25_500)
    expect(snapToScale('price', FIXED_PRICE_SCALE, 300_000)).toBe(250_000)
  })
})

describe('thumbs and the chosen range', () => {
  const scale = sliderScale('price', { min: 10_000, max: 90_000 })

  it('sets no limit on a side whose thumb is at its end', () => {
    expect(rangeOfThumbs(scale, [10_000, 90_000])).toEqual({})
    expect(rangeOfThumbs(scale, [10_000, 30_000])).toEqual({ max: 30_000 })
    expect(rangeOfThumbs(scale, [25_000, 90_000])).toEqual({ min: 25_000 })
  })

  it('places the thumbs for a chosen range, clamped onto the scale', () => {
    expect(thumbsOf('price', scale, undefined)).toEqual([10_000, 90_000])
    expect(thumbsOf('price', scale, { max: 30_000 })).toEqual([10_000, 30_000])
    expect(thumbsOf('price', scale, { min: 5_000, max: 120_000 })).toEqual([10_000, 90_000])
    expect(thumbsOf('price', scale, { min: 25_500 })).toEqual([26_000, 90_000])
  })
})
