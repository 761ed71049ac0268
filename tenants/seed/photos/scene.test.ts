import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPhoto } from '@/photos/renditions'
import { PAINTS, scenePhoto } from './scene'

// The demo photos stand in for a dealer's in the performance figures, so they must weigh what
// photos weigh at every size a page downloads, not only at the original's.
describe('the demo stock photos', () => {
  it('weigh what dealer photos weigh: the original and each rendition a page downloads', async () => {
    const original = await scenePhoto({ width: 1600, height: 1200, shape: 'suv', paint: PAINTS.white, seed: 7 })
    expect(original.length).toBeGreaterThan(150_000)
    expect(original.length).toBeLessThan(400_000)
    // A phone's card and gallery photo (800 px) as the platform serves it: 30-80 KB as a WebP,
    // where grain of single pixels alone left 8-10 KB after the resize.
    const webp = (width: number) => renderPhoto(original, { width, quality: 75, format: 'webp' })
    const at800 = await webp(800)
    expect(at800.length).toBeGreaterThan(30_000)
    expect(at800.length).toBeLessThan(80_000)
    expect((await webp(400)).length).toBeGreaterThan(6_000)
    expect((await sharp(at800).metadata()).width).toBe(800)
  })

  it('render the same pixels for the same seed and different ones for another', async () => {
    const scene = { width: 400, height: 300, shape: 'ute' as const, paint: PAINTS.blue }
    const [a, b, c] = await Promise.all([1, 1, 2].map(async (seed) => scenePhoto({ ...scene, seed })))
    expect(a!.equals(b!)).toBe(true)
    expect(a!.equals(c!)).toBe(false)
  })
})
