import { describe, expect, it } from 'vitest'
import { MODEL_CATEGORIES, modelLabel } from './models'

describe('model menu rules', () => {
  it('labels coming_soon as Upcoming, any other status as All-New, none as no label', () => {
    expect(modelLabel('coming_soon')).toBe('Upcoming')
    expect(modelLabel('new')).toBe('All-New')
    expect(modelLabel('facelift')).toBe('All-New')
    expect(modelLabel(null)).toBeNull()
    expect(modelLabel('')).toBeNull()
  })

  it('keeps the spec’s category order', () => {
    expect(MODEL_CATEGORIES.join(' | ')).toBe(
      'Cars | Hatch & sedans | SUVs & 4WDs | Utes & Vans | GR & performance | Electrified | Upcoming | Discontinued',
    )
  })
})
