import type { Shape } from '../photos/scene'

const VANS = /hiace|granvia|coaster/i
const SEDANS = /sedan|camry|mazda3|gr86/i
const HATCHES = /mg4/i

/** The body shape a demo model's picture shows, from its range category and, where that is not enough, its name. */
export function modelShape(model: { name: string; category?: string | null }): Shape {
  if (VANS.test(model.name)) return 'van'
  if (model.category === 'Utes & Vans') return 'ute'
  if (model.category === 'Hatch & sedans') return SEDANS.test(model.name) ? 'sedan' : 'hatch'
  if (model.category === 'GR & performance' || SEDANS.test(model.name)) return 'sedan'
  if (HATCHES.test(model.name)) return 'hatch'
  return 'suv'
}
