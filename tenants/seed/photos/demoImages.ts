import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { mix } from '@/domain/colourContrast'
import { PAINTS, SCENE_VERSION, sceneJpeg as renderJpeg, type Paint, type SceneOptions, type Shape } from './scene'

/**
 * Renders are deterministic, so each is kept on disk once made: every seed (the test suites
 * seed a fresh database per file) reuses it instead of rendering it again.
 */
const CACHE = path.join(tmpdir(), 'dealer-platform-demo-photos')
async function sceneJpeg(options: SceneOptions): Promise<Buffer> {
  const file = path.join(
    CACHE,
    `${createHash('sha1')
      .update(SCENE_VERSION + JSON.stringify(options))
      .digest('hex')}.jpg`,
  )
  if (existsSync(file)) return readFileSync(file)
  const jpeg = await renderJpeg(options)
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(file, jpeg)
  return jpeg
}

export type ImageFile = { data: Buffer; mimetype: string; name: string; size: number }

const OFFER_SCENES: { shape: Shape; paint: Paint }[] = [
  { shape: 'suv', paint: 'white' },
  { shape: 'ute', paint: 'silver' },
  { shape: 'hatch', paint: 'blue' },
  { shape: 'sedan', paint: 'graphite' },
  { shape: 'van', paint: 'white' },
]

/** The showroom wall in a dealer's colour, deepened so a banner's light paintwork stands out against it. */
const brandWall = (primary: string) => mix(primary, '#000000', 0.35)

/** A home page's hero photo: a vehicle at the right of a 16:9 showroom in the dealer's colour (text sits left). */
export async function heroPhoto(slug: string, primary: string, shape: Shape): Promise<ImageFile> {
  const data = await sceneJpeg({
    width: 1600,
    height: 900,
    shape,
    paint: PAINTS.white,
    wall: brandWall(primary),
    position: 0.92,
    seed: slug.length * 97,
  })
  return { data, mimetype: 'image/jpeg', name: `${slug}-hero.jpg`, size: data.length }
}

/** An offer's 16:9 photo, a different vehicle and paint for each of a dealer's offers (or the vehicle it names). */
export async function offerPhoto(slug: string, index: number, primary: string, shape?: Shape): Promise<ImageFile> {
  const scene = OFFER_SCENES[index % OFFER_SCENES.length]!
  const data = await sceneJpeg({
    width: 1600,
    height: 900,
    shape: shape ?? scene.shape,
    paint: PAINTS[scene.paint],
    wall: brandWall(primary),
    seed: index * 131 + slug.length,
  })
  return { data, mimetype: 'image/jpeg', name: `${slug}-offer-${index + 1}.jpg`, size: data.length }
}

/** A promotion banner's two pictures: the wide 1920 x 540 one, and the square one phones show instead. */
export async function promotionPhotos(
  slug: string,
  index: number,
  primary: string,
  shape: Shape,
  paint: Paint,
): Promise<{ wide: ImageFile; square: ImageFile }> {
  const scene = { shape, paint: PAINTS[paint], wall: brandWall(primary), seed: index * 173 + slug.length }
  const wide = await sceneJpeg({ ...scene, width: 1920, height: 540, position: 0.85 })
  const square = await sceneJpeg({ ...scene, width: 1080, height: 1080, position: 0.5 })
  const file = (data: Buffer, name: string): ImageFile => ({ data, mimetype: 'image/jpeg', name, size: data.length })
  return {
    wide: file(wide, `${slug}-promotion-${index + 1}-wide.jpg`),
    square: file(square, `${slug}-promotion-${index + 1}-square.jpg`),
  }
}

/** The paint each body shape's model picture is shown in (a brand's range, not one colour throughout). */
const MODEL_PAINTS: Record<Shape, Paint> = {
  hatch: 'red',
  sedan: 'blue',
  suv: 'white',
  ute: 'silver',
  van: 'white',
  caravan: 'white',
}

/** A model range picture: the body shape in the middle of a light studio, 16:9. */
export async function modelPhoto(slug: string, shape: Shape): Promise<ImageFile> {
  const data = await sceneJpeg({
    width: 1200,
    height: 675,
    shape,
    paint: PAINTS[MODEL_PAINTS[shape]],
    wall: '#dfe3e8',
    position: 0.5,
    seed: shape.length * 59,
  })
  return { data, mimetype: 'image/jpeg', name: `${slug}-model-${shape}.jpg`, size: data.length }
}
