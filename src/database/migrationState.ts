import type { Payload } from 'payload'

/**
 * Why a production database cannot serve this release, or null: a SQLite file that dev mode
 * schema-pushed (migrations cannot run on it) or on which no migration has run. MongoDB needs
 * no schema migrations. Read by the preflight before the server starts and by /api/ready.
 */
export async function migrationProblem(payload: Payload): Promise<string | null> {
  if (payload.db.name !== 'sqlite') return null
  // `payload migrate` exits silently on a database that dev mode schema-pushed (batch -1).
  const count = (batch: object) =>
    payload.count({ collection: 'payload-migrations', where: { batch } }).then(
      (result) => result.totalDocs,
      () => null,
    )
  const [pushed, applied] = await Promise.all([count({ equals: -1 }), count({ greater_than: 0 })])
  if (pushed)
    return (
      'The SQLite database was created by `npm run dev` (schema push), so migrations cannot run on it. ' +
      'Point DATABASE_URI at a fresh file for production, or recreate it with `npm run payload -- migrate:fresh` (this deletes its data).'
    )
  if (!applied)
    return 'No migrations have been applied to the database: run `npm run migrate` with NODE_ENV=production.'
  return null
}
