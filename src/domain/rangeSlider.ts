/**
 * The stock search's range sliders (price, year, kilometres), as the spec sets them: the
 * scale runs over the stock's own range (0 to 100,000 where the facet has no figures), steps
 * about 1 % of it, price and kilometres snap to whole thousands, values clamp to the scale,
 * the two thumbs never cross, and a thumb at either end means "no limit" on that side. A
 * dealer may use the spec's fixed price slider instead: $5,000 to $250,000 in steps of $500.
 */

export type SliderScale = { min: number; max: number; step: number }
export type SliderRange = { min?: number; max?: number }

/** How long a slider waits after the last move before the search follows. */
export const SLIDER_COMMIT_MS = 400

/** The scale of a facet without figures (no stock has a value for it). */
export const DEFAULT_SLIDER_SCALE: SliderScale = { min: 0, max: 100_000, step: 1_000 }

/** The spec's fixed price slider. */
export const FIXED_PRICE_SCALE: SliderScale = { min: 5_000, max: 250_000, step: 500 }

/** Values of these facets snap to whole thousands. */
const SNAP: Partial<Record<string, number>> = { price: 1_000, km: 1_000 }

const snapUnit = (facet: string) => SNAP[facet] ?? 1

/**
 * The slider's scale from the stock's figures for the facet (min and max of the cars the other
 * filters leave), or the spec's fixed price scale where the dealer uses it.
 */
export function sliderScale(
  facet: string,
  stats: { min: number; max: number } | undefined,
  { fixedPrice = false }: { fixedPrice?: boolean } = {},
): SliderScale {
  if (facet === 'price' && fixedPrice) return FIXED_PRICE_SCALE
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max)) return DEFAULT_SLIDER_SCALE
  const unit = snapUnit(facet)
  const min = Math.floor(stats.min / unit) * unit
  const max = Math.max(Math.ceil(stats.max / unit) * unit, min + unit)
  // About 1 % of the range, in whole snapping units (at least one).
  const step = Math.max(unit, Math.round((max - min) / 100 / unit) * unit)
  return { min, max, step }
}

/** A value on the scale: clamped to its ends and snapped to the facet's unit (the scale's step where it is fixed). */
export function snapToScale(facet: string, scale: SliderScale, value: number): number {
  const unit = scale === FIXED_PRICE_SCALE ? scale.step : snapUnit(facet)
  const snapped = Math.round(value / unit) * unit
  return Math.min(scale.max, Math.max(scale.min, snapped))
}

/**
 * The thumbs after one moves: the moved thumb snaps and clamps to the scale and stops at the
 * other thumb (they never cross).
 */
export function moveThumb(
  facet: string,
  scale: SliderScale,
  [low, high]: readonly [number, number],
  thumb: 0 | 1,
  value: number,
): [number, number] {
  const snapped = snapToScale(facet, scale, value)
  return thumb === 0 ? [Math.min(snapped, high), high] : [low, Math.max(snapped, low)]
}

/** Where the thumbs sit for a chosen range: an open side at its end of the scale, a bound clamped onto it. */
export function thumbsOf(facet: string, scale: SliderScale, range: SliderRange | undefined): [number, number] {
  const low = range?.min === undefined ? scale.min : snapToScale(facet, scale, range.min)
  const high = range?.max === undefined ? scale.max : snapToScale(facet, scale, range.max)
  return [Math.min(low, high), Math.max(low, high)]
}

/** The range the thumbs choose: a thumb at its end of the scale sets no limit on that side. */
export function rangeOfThumbs(scale: SliderScale, [low, high]: readonly [number, number]): SliderRange {
  return {
    ...(low > scale.min ? { min: low } : {}),
    ...(high < scale.max ? { max: high } : {}),
  }
}
