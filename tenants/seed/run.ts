// `npm run seed`: creates the demo dealers and their demo stock (idempotent, non-destructive). With
// SEED_ONLY_IF_EMPTY=1 it leaves a database that has any dealer alone, which is how
// `npm run dev` seeds a fresh database; either way it prints the URLs to open.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemo } from './seedDemo'
import { seedDemoStock } from './seedStock'
import { printSites, printSeedReport, seedPassword } from './report'

const payload = await getPayload({ config })
try {
  const { docs: tenants } = await payload.find({
    collection: 'tenants',
    overrideAccess: true,
    limit: 0,
    pagination: false,
    sort: 'name',
  })
  if (process.env.SEED_ONLY_IF_EMPTY === '1' && tenants.length > 0) {
    printSites(tenants)
  } else {
    const password = seedPassword()
    printSeedReport(await seedDemo(payload, password), password)
    for (const report of await seedDemoStock(payload)) {
      console.log(`Demo stock for ${report.tenant}: ${report.created} cars imported through the stock feed import.`)
    }
  }
} finally {
  await payload.destroy()
}
process.exit(0)
