/**
 * Rendered photographs for the demo dealers: a vehicle in a lit showroom (graded walls,
 * spotlights, a polished floor, the car's shadow and shading), rasterised with sharp and
 * given a camera's grain, so the demo's pages carry what real dealer photos weigh
 * (1600 x 1200 JPEG of about 150-250 KB) and the performance figures stay honest. No binary
 * files are kept in the repository: they are rendered at build time and by the seed.
 */
import sharp from 'sharp'
import { SHAPES, type Shape } from '@/domain/vehicleShapes'

export { SHAPES, type Shape }

/** Bump when the scene changes: rendered files and caches keyed by it are made again. */
export const SCENE_VERSION = 'showroom-6'

export const PAINTS = {
  white: '#eceee9',
  silver: '#b9bec4',
  graphite: '#4a4f57',
  black: '#1d1f23',
  blue: '#1f4e99',
  red: '#b3202a',
  bronze: '#8c6a45',
  grey: '#7b8189',
  green: '#2f5d3a',
  orange: '#d9662b',
} as const
export type Paint = keyof typeof PAINTS

const DEFS = `<defs>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa0a7"/><stop offset="1" stop-color="#2f3338"/></linearGradient>
  <radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="shadow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".65"/><stop offset=".7" stop-color="#000" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="contact" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".85"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".22" stop-color="#fff" stop-opacity=".08"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".35" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8495a3"/><stop offset=".45" stop-color="#1c242c"/><stop offset="1" stop-color="#0d1116"/></linearGradient>
  <radialGradient id="tyre" cx=".5" cy=".5" r=".5"><stop offset=".55" stop-color="#2a2c30"/><stop offset=".9" stop-color="#141518"/><stop offset="1" stop-color="#0a0a0b"/></radialGradient>
  <radialGradient id="rim" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#f2f4f6"/><stop offset=".6" stop-color="#a7adb4"/><stop offset="1" stop-color="#5d636b"/></radialGradient>
</defs>`

function wheel(x: number): string {
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<rect x="${x - 4}" y="406" width="8" height="30" rx="3" fill="#6b7078" transform="rotate(${a} ${x} 440)"/>`,
    )
    .join('')
  return `<ellipse cx="${x}" cy="494" rx="80" ry="10" fill="url(#contact)"/>
  <circle cx="${x}" cy="440" r="60" fill="url(#tyre)"/><circle cx="${x}" cy="440" r="36" fill="url(#rim)"/>${spokes}
  <circle cx="${x}" cy="440" r="9" fill="#3a3d42"/>`
}

/** One vehicle, drawn on the 800 x 600 canvas (placed by the caller's transform). */
function vehicle(shape: Shape, paint: string): string {
  const s = SHAPES[shape]
  const x0 = Number(s.body.split(' ')[0]!.slice(1))
  const x1 = Math.max(...s.wheels) + 110
  // Lamps, the shoulder line and its highlight sit inside the body's outline.
  const lights = s.lights
    ? `<rect x="${x0}" y="350" width="24" height="13" rx="4" fill="#fff5dc" opacity=".92"/>
  <rect x="${Math.min(x1, 722) - 30}" y="348" width="30" height="16" rx="4" fill="#c2121d" opacity=".9"/>`
    : ''
  return `<clipPath id="body-${shape}"><path d="${s.body}"/></clipPath>
  <ellipse cx="410" cy="496" rx="360" ry="26" fill="url(#shadow)"/>
  <path d="${s.body}" fill="${paint}"/><path d="${s.body}" fill="url(#shade)"/><path d="${s.body}" fill="url(#sheen)"/>
  <path d="${s.glass}" fill="url(#glass)"/>
  <g clip-path="url(#body-${shape})">
  <path d="M0 380 L800 380" stroke="#000" stroke-opacity=".18" stroke-width="2"/>
  <path d="M0 ${s.lights ? 336 : 300} L800 ${s.lights ? 336 : 300}" stroke="#fff" stroke-opacity=".28" stroke-width="3"/>
  ${lights}</g>${s.wheels.map(wheel).join('')}`
}

export type SceneOptions = {
  width: number
  height: number
  shape: Shape
  paint: string
  /** The showroom wall's colour (a dealer's brand colour for banners); a neutral grey by default. */
  wall?: string
  /** Where the vehicle stands, 0 (left) to 1 (right) of the frame; centred by default. */
  position?: number
  /** Keeps one image's grain the same on every render. */
  seed?: number
}

/** The showroom scene as SVG, in the frame's own aspect ratio (the vehicle keeps its proportions). */
export function sceneSvg({ width, height, shape, paint, wall = '#5b6068', position = 0.5 }: SceneOptions): string {
  const viewWidth = (600 * width) / height
  const floorY = 372
  const carX = (viewWidth - 800) * position
  const panels = Array.from({ length: Math.ceil(viewWidth / 190) }, (_, i) => i * 190 + 40)
    .map((x) => `<rect x="${x}" y="40" width="150" height="300" rx="4" fill="#fff" opacity=".06"/>`)
    .join('')
  const spots = [0.25, 0.75].map(
    (at) => `<ellipse cx="${viewWidth * at}" cy="40" rx="190" ry="125" fill="url(#spot)"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} 600">
${DEFS}
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset=".62" stop-color="#c9cdd2"/></linearGradient>
<rect width="${viewWidth}" height="${floorY}" fill="url(#wall)"/>${panels}${spots.join('')}
<rect y="${floorY}" width="${viewWidth}" height="${600 - floorY}" fill="url(#floor)"/>
<rect y="${floorY - 2}" width="${viewWidth}" height="4" fill="#fff" opacity=".25"/>
<g transform="translate(${carX} 0)">${vehicle(shape, paint)}</g>
</svg>`
}

/**
 * The scene as pixels with a camera's grain (deterministic per seed). A photo has detail at
 * every scale, so its smaller renditions stay heavy; grain of single pixels alone is averaged
 * away by a resize (the 800 px WebP of a 185 KB original weighed 8-10 KB, where a dealer's
 * photo weighs 40-70 KB). So the grain has three scales, 1, 2 and 4 pixels: renditions at half
 * and a quarter of the width keep some of it, and weigh what photos do (800 px about 40 KB,
 * 400 px about 8 KB, a 768 x 432 banner rendition about 40 KB; the 1600 px JPEG about 240 KB).
 */
export async function renderScene(options: SceneOptions): Promise<sharp.Sharp> {
  const { data, info } = await sharp(Buffer.from(sceneSvg(options)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let seed = options.seed ?? 12345
  /** -1 to 1, from a linear congruential generator (the same image for the same seed). */
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (((seed >> 8) % 1000) / 999) * 2 - 1
  }
  const { width, height, channels } = info
  const coarse = (cell: number) => {
    const columns = Math.ceil(width / cell)
    const values = Float32Array.from({ length: columns * Math.ceil(height / cell) }, random)
    return (x: number, y: number) => values[Math.floor(y / cell) * columns + Math.floor(x / cell)]!
  }
  const grain2 = coarse(2)
  const grain4 = coarse(4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = Math.round(random() * 6 + grain2(x, y) * 8 + grain4(x, y) * 8)
      const i = (y * width + x) * channels
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + grain))
    }
  }
  return sharp(data, { raw: info })
}

/** A rendered scene as JPEG at a photo's quality. */
export async function sceneJpeg(options: SceneOptions, width = options.width): Promise<Buffer> {
  const image = await renderScene(options)
  return (width === options.width ? image : image.resize(width))
    .jpeg({ quality: width >= 1200 ? 84 : 78, mozjpeg: true })
    .toBuffer()
}

/** A rendered scene as the original a dealer system sends: a JPEG at full size. */
export async function scenePhoto(options: SceneOptions): Promise<Buffer> {
  const image = await renderScene(options)
  return image.jpeg({ quality: 84, mozjpeg: true }).toBuffer()
}
