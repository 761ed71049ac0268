import { slugify } from './slug'

/** Spec: make names as feeds spell them -> the make visitors see. */
const MAKE_ALIASES: Record<string, string> = {
  'suzuki australia': 'Suzuki',
  'mercedes benz': 'Mercedes-Benz',
  'isuzu ute': 'Isuzu',
  'viscount caravans': 'Viscount',
}

export function normaliseMake(make: string): string {
  const trimmed = make.trim().replace(/\s+/g, ' ')
  return MAKE_ALIASES[trimmed.toLowerCase()] ?? trimmed
}

/** Spec: Mazda and MG models named 2, 3, 4, 5 or 6 get the make prefix ("3" -> "Mazda3", "MG3"). */
export function normaliseModel(make: string, model: string): string {
  const trimmed = model.trim().replace(/\s+/g, ' ')
  if (/^[2-6]$/.test(trimmed) && (make === 'Mazda' || make === 'MG')) return `${make}${trimmed}`
  return trimmed
}

/** A car's URL slug: year, make, model and badge for people and search engines, the stock number for uniqueness. */
export function carSlug(car: {
  year?: number | null
  make: string
  model: string
  badge?: string | null
  stockNumber: string
}): string {
  return slugify([car.year, car.make, car.model, car.badge, car.stockNumber].filter(Boolean).join(' '))
}
