// Renders the demo stock's photos (public/demo-stock, ignored by git): each body shape in each
// paint as the original a dealer system sends ({shape}-{paint}-1600.jpg, 1600x1200 JPEG at a
// real photo's weight). The demo feed names them; the stock import stores them and makes their
// renditions like any dealer's photos (src/photos). Runs before every build and `npm run dev`;
// files already rendered by this version are kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PAINTS, SCENE_VERSION, SHAPES, scenePhoto, type Paint, type Shape } from '../tenants/seed/photos/scene'

const out = path.join(process.cwd(), 'public', 'demo-stock')
const stamp = path.join(out, '.version')

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === SCENE_VERSION) {
  console.log(`demo stock photos: up to date in ${path.relative(process.cwd(), out)}`)
} else {
  const started = Date.now()
  mkdirSync(out, { recursive: true })
  let bytes = 0
  let files = 0
  for (const [index, shape] of (Object.keys(SHAPES) as Shape[]).entries()) {
    for (const [p, paint] of (Object.keys(PAINTS) as Paint[]).entries()) {
      const scene = { width: 1600, height: 1200, shape, paint: PAINTS[paint], seed: index * 31 + p + 1 }
      const original = await scenePhoto(scene)
      const written: [string, Buffer][] = [[`${shape}-${paint}-1600.jpg`, original]]
      for (const [name, data] of written) {
        writeFileSync(path.join(out, name), data)
        bytes += data.length
        files++
      }
    }
  }
  writeFileSync(stamp, SCENE_VERSION)
  console.log(
    `demo stock photos: rendered ${files} files (${(bytes / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
