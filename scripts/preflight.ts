// Checks configuration that can only be verified by talking to it, before the server
// starts: a configured Elasticsearch must answer, a production MongoDB must run transactions
// (a replica set), and a production SQLite database must have been built by the committed migrations. (DATABASE_URI and PAYLOAD_SECRET are
// checked when the Payload config loads.)
import config from '@payload-config'
import { getPayload } from 'payload'
import { assertElasticsearchReachable, elasticsearchUrl } from '@/search/elasticsearchClient'
import { platformAdminOrigin } from '@/config/platform'
import { missingTransactions } from '@/database/fromEnvironment'
import { migrationProblem } from '@/database/migrationState'

const problems: string[] = []
try {
  const url = elasticsearchUrl()
  if (url) {
    await assertElasticsearchReachable(url)
    console.log(`Elasticsearch at ${url} is reachable.`)
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error))
}

if (process.env.NODE_ENV === 'production') {
  if (!platformAdminOrigin()) {
    problems.push(
      'Set PLATFORM_ADMIN_URL to the address staff open the admin at (for example https://admin.example.com.au): it is the only origin allowed to write with the admin’s session and to frame dealer pages.',
    )
  }
  const payload = await getPayload({ config })
  const transactions = missingTransactions(payload.db as unknown as Parameters<typeof missingTransactions>[0])
  if (transactions) problems.push(transactions)
  const migrations = await migrationProblem(payload)
  if (migrations) problems.push(migrations)
  await payload.destroy()
}

if (problems.length) {
  console.error(problems.map((p) => `Configuration error: ${p}`).join('\n'))
  process.exit(1)
}
console.log('Preflight passed.')
process.exit(0)
