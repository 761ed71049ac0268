/** Spec: a result count above this is not shown as such. */
export const COUNT_CAP = 1999

/**
 * The count the search page shows. Above 1999 the spec replaces the engine's count by the
 * sum of the car-type facet counts when there are any, else by the dealer's configured stock
 * count; at or below the cap the engine's count stands.
 */
export function displayedCount(
  total: number,
  carTypeCounts: Record<string, number> | undefined,
  stockCount?: number,
): number {
  if (total <= COUNT_CAP) return total
  const facetSum = Object.values(carTypeCounts ?? {}).reduce((sum, n) => sum + n, 0)
  if (facetSum > 0) return facetSum
  return stockCount ?? total
}
