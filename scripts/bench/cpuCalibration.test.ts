import { describe, expect, it } from 'vitest'
import { calibratedCpuMultiplier } from './cpuCalibration.mjs'

describe('calibratedCpuMultiplier (Lighthouse CPU throttling calculator)', () => {
  it('gives the calculator’s anchor points', () => {
    expect(calibratedCpuMultiplier(150)).toBe(1)
    expect(calibratedCpuMultiplier(800)).toBe(2)
    expect(calibratedCpuMultiplier(1300)).toBe(3)
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 2)
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 2)
  })

  it('rises with the host’s speed and joins up between the bands', () => {
    expect(calibratedCpuMultiplier(1050)).toBe(2.5)
    expect(calibratedCpuMultiplier(1299.999)).toBeCloseTo(3, 3)
    expect(calibratedCpuMultiplier(799.999)).toBeCloseTo(2, 3)
    expect(calibratedCpuMultiplier(1800)!).toBeGreaterThan(calibratedCpuMultiplier(1200)!)
  })

  it('has no multiplier for a host too slow to emulate the phone, or no benchmark', () => {
    expect(calibratedCpuMultiplier(149)).toBeUndefined()
    expect(calibratedCpuMultiplier(Number.NaN)).toBeUndefined()
  })
})
