// `npm run seed`: creates the demo dealers (idempotent). With SEED_ONLY_IF_EMPTY=1 it does
// nothing when any dealer exists, which is how `npm run dev` seeds a fresh database.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemo } from './seedDemo'
import { printSeedReport, seedPassword } from './report'

const payload = await getPayload({ config })
try {
  const password = seedPassword()
  const onlyIfEmpty = process.env.SEED_ONLY_IF_EMPTY === '1'
  const { totalDocs } = await payload.count({ collection: 'tenants', overrideAccess: true })
  if (onlyIfEmpty && totalDocs > 0) {
    console.log(`Database already has ${totalDocs} dealer site(s); not seeding.`)
  } else {
    printSeedReport(await seedDemo(payload, password), password)
  }
} finally {
  await payload.destroy()
}
process.exit(0)
