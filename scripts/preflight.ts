// Checks configuration that can only be verified by talking to it, before the server
// starts: a configured Elasticsearch must answer, a production MongoDB must run transactions
// (a replica set), and a production SQLite database must have been built by the committed migrations. (DATABASE_URI and PAYLOAD_SECRET are
// checked when the Payload config loads.)
import config from '@payload-config'
import { getPayload } from 'payload'
import { assertElasticsearchReachable, elasticsearchUrl } from '@/search/elasticsearchClient'
import { platformAdminOrigin } from '@/config/platform'
import { missingTransactions } from '@/database/fromEnvironment'

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
  if (payload.db.name === 'sqlite') {
    // `payload migrate` exits silently on a database that dev mode schema-pushed (batch -1).
    const pushed = await payload
      .count({ collection: 'payload-migrations', where: { batch: { equals: -1 } } })
      .catch(() => null)
    const applied = await payload
      .count({ collection: 'payload-migrations', where: { batch: { greater_than: 0 } } })
      .catch(() => null)
    if (pushed?.totalDocs) {
      problems.push(
        'The SQLite database was created by `npm run dev` (schema push), so migrations cannot run on it. ' +
          'Point DATABASE_URI at a fresh file for production, or recreate it with `npm run payload -- migrate:fresh` (this deletes its data).',
      )
    } else if (!applied?.totalDocs) {
      problems.push('No migrations have been applied to the database: run `npm run migrate` with NODE_ENV=production.')
    }
  }
  await payload.destroy()
}

if (problems.length) {
  console.error(problems.map((p) => `Configuration error: ${p}`).join('\n'))
  process.exit(1)
}
console.log('Preflight passed.')
process.exit(0)
