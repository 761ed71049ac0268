// `npm run search:reconcile [-- --tenant <slug>]`: brings the car search index level with the
// database (every dealer, or one) and prints what it fixed. Exits 1 when it could not.
import config from '@payload-config'
import { getPayload } from 'payload'
import { scriptArgs } from './scriptArgs'
import { reconcileCarIndex } from '../search-sync/index/reconcileIndex'

const args = scriptArgs()
const slug = args.includes('--tenant') ? args[args.indexOf('--tenant') + 1] : undefined

const payload = await getPayload({ config })
try {
  const tenants = slug
    ? (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true }))
        .docs
    : undefined
  if (tenants && tenants.length === 0) throw new Error(`No dealer site with the slug "${slug}".`)
  for (const report of await reconcileCarIndex(payload, { tenants })) {
    const fixed =
      report.indexed || report.removed
        ? `fixed: ${report.indexed} documents written, ${report.removed} removed`
        : 'already level'
    console.log(`${report.tenant}: ${report.expected} cars listed; ${fixed}`)
  }
} catch (error) {
  console.error(`The search index could not be brought level: ${(error as Error).message}`)
  process.exitCode = 1
}
await payload.destroy()
process.exit(process.exitCode ?? 0)
