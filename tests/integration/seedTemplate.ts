// Run by globalSetup.ts through Payload's CLI wrapper (scripts/payload.mjs, which retries the
// CLI's silent stalls): the demo seed into the database and media folder the environment names.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemo } from '@tenants/seed/seedDemo'
import { SEED_PASSWORD } from './seedPassword'

const payload = await getPayload({ config })
try {
  await seedDemo(payload, SEED_PASSWORD)
} finally {
  await payload.destroy()
}
process.exit(0)
