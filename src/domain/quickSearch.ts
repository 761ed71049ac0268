/**
 * The home page's quick search: the price ceilings a buyer picks from. Steps a buyer thinks
 * in (5,000s at the low end, then 10,000s and 25,000s), offered up to the first one above
 * the dealer's dearest car, so every choice can find something and none is pointless.
 */
export const PRICE_CEILINGS = [
  10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 125_000, 150_000, 200_000,
] as const

export function priceCeilings(dearest: number | null | undefined, cheapest?: number | null): number[] {
  if (!dearest || dearest <= 0) return []
  const floor = cheapest ?? 0
  const ceilings: number[] = []
  for (const ceiling of PRICE_CEILINGS) {
    if (ceiling <= floor) continue
    ceilings.push(ceiling)
    if (ceiling >= dearest) break
  }
  return ceilings
}
