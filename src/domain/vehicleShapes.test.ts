import { describe, expect, it } from 'vitest'
import { simpleBody } from './vehicleClassification'
import { shapeOf } from './vehicleShapes'

describe('vehicle silhouettes', () => {
  it('draws each body type as the vehicle a buyer pictures', () => {
    expect(shapeOf(simpleBody('4D Wagon'))).toBe('suv')
    expect(shapeOf(simpleBody('Dual Cab Utility'))).toBe('ute')
    expect(shapeOf(simpleBody('5D Hatchback'))).toBe('hatch')
    expect(shapeOf(simpleBody('Van'))).toBe('van')
    expect(shapeOf(simpleBody('Pop Top', 'caravan'))).toBe('caravan')
    expect(shapeOf('People Mover')).toBe('suv')
  })

  it('falls back to a sedan for a body it has no drawing of', () => {
    expect(shapeOf('Motorcycle')).toBe('sedan')
    expect(shapeOf('Other')).toBe('sedan')
  })
})
