import { isWithinDates } from './dates'

/** Searches a promo card is shown in: every search, or searches of one car type. */
export type PromoContext = 'all' | 'new' | 'used' | 'demo'

export type PlaceablePromo = {
  start: string
  expiry: string
  positions: number[]
  display?: PromoContext[] | null
  strictDisplay?: boolean | null
}

/**
 * Whether a promo card belongs in a stock list showing these car types (empty = every type).
 * A card shows between its start and expiry. `all` matches any list; a car-type context
 * matches a list that includes that type, or, with strict display, one showing exactly the
 * card's types and nothing else.
 */
export function promoShows(promo: PlaceablePromo, listTypes: readonly string[], now: Date): boolean {
  if (!isWithinDates(now, promo.start, promo.expiry)) return false
  const contexts = promo.display?.length ? promo.display : ['all']
  if (contexts.includes('all')) return true
  if (listTypes.length === 0) return !promo.strictDisplay
  if (promo.strictDisplay) return listTypes.every((type) => contexts.includes(type as PromoContext))
  return listTypes.some((type) => contexts.includes(type as PromoContext))
}

export type GridItem<C, P> = { kind: 'car'; car: C } | { kind: 'promo'; promo: P }

/**
 * Cars with promo cards at their positions. A position counts grid places from 1, so a card
 * at 4 is the fourth thing a visitor sees. Two cards on one position keep their given order
 * (the second takes the next place); positions beyond the list put no card at the end of a
 * short list, so a page of three cars never ends in a wall of promotions.
 */
export function withPromoCards<C, P extends { positions: number[] }>(cars: C[], promos: P[]): GridItem<C, P>[] {
  const slots = promos
    .flatMap((promo, order) => promo.positions.map((position) => ({ position, order, promo })))
    .sort((a, b) => a.position - b.position || a.order - b.order)
  const items: GridItem<C, P>[] = []
  let car = 0
  let slot = 0
  while (car < cars.length) {
    if (slot < slots.length && slots[slot]!.position <= items.length + 1) {
      items.push({ kind: 'promo', promo: slots[slot]!.promo })
      slot++
    } else {
      items.push({ kind: 'car', car: cars[car]! })
      car++
    }
  }
  return items
}
