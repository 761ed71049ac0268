/** How a dealer names cars on cards and pages (stock setting "title format"). */
export type TitleFormat = 'year-make-model-badge' | 'make-model-badge' | 'year-model-badge'

export type TitledCar = { year: number | null; make: string; model: string; badge: string | null }

/** "2024 Toyota RAV4 GX" in the dealer's format; missing parts are left out. */
export function carTitle(car: TitledCar, format: TitleFormat | string): string {
  const parts =
    format === 'make-model-badge'
      ? [car.make, car.model, car.badge]
      : format === 'year-model-badge'
        ? [car.year, car.model, car.badge]
        : [car.year, car.make, car.model, car.badge]
  return parts.filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' ')
}
