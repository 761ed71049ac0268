import { describe, expect, it } from 'vitest'
import { GROUP_MODELS } from './groupModels'
import { modelShape } from './modelShapes'
import { TOYOTA_MODELS } from './toyota'

describe('demo model pictures', () => {
  it('show each model as its body: hatch, sedan, SUV, ute or van', () => {
    const shapeOf = (name: string) => modelShape([...TOYOTA_MODELS, ...GROUP_MODELS].find((m) => m.name === name)!)
    expect(shapeOf('Yaris')).toBe('hatch')
    expect(shapeOf('Camry')).toBe('sedan')
    expect(shapeOf('Mazda3')).toBe('sedan')
    expect(shapeOf('RAV4')).toBe('suv')
    expect(shapeOf('HiLux')).toBe('ute')
    expect(shapeOf('Ranger')).toBe('ute')
    expect(shapeOf('HiAce')).toBe('van')
    expect(shapeOf('Carnival')).toBe('suv') // a people mover with windows all round
    expect(shapeOf('MG4')).toBe('hatch')
    expect(shapeOf('GR86')).toBe('sedan')
  })
})
