// `npm run search:rebuild`: rebuilds the car search index from the database into a new
// index and swaps it in atomically, then drops cars sold longer ago than any dealer lists them.
import config from '@payload-config'
import { getPayload } from 'payload'
import { pruneSoldCars, rebuildCarIndex } from '../search-sync/index/carIndexSync'

const payload = await getPayload({ config })
const started = Date.now()
try {
  const { index, count } = await rebuildCarIndex(payload)
  const seconds = (Date.now() - started) / 1000
  console.log(
    `Indexed ${count} cars into ${index} in ${seconds.toFixed(1)} s (${Math.round(count / Math.max(seconds, 0.001))} cars/s).`,
  )
  console.log(`Removed ${await pruneSoldCars()} cars sold before the retention window.`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
await payload.destroy()
process.exit(process.exitCode ?? 0)
