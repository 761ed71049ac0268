import path from 'node:path'
import { ConfigurationError } from '@/config/configurationError'

/** Where Payload stores data, chosen by DATABASE_URI. */
export type DatabaseTarget = { kind: 'mongodb'; url: string } | { kind: 'sqlite'; url: string; file: string }

/** The embedded default: a SQLite file under .data/ in the project. */
export const DEFAULT_SQLITE_FILE = path.join('.data', 'dealer-platform.db')

/**
 * `mongodb://` or `mongodb+srv://` -> MongoDB (production, docker-compose);
 * `file:<path>` -> that SQLite file; unset -> the embedded SQLite default.
 * Anything else is a configuration mistake and fails fast.
 */
export function resolveDatabaseTarget(uri: string | undefined, cwd = process.cwd()): DatabaseTarget {
  const value = uri?.trim()
  if (!value) {
    const file = path.resolve(cwd, DEFAULT_SQLITE_FILE)
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  if (/^mongodb(\+srv)?:\/\//i.test(value)) return { kind: 'mongodb', url: value }
  if (/^file:/i.test(value)) {
    const file = path.resolve(cwd, value.slice('file:'.length))
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]
  throw new ConfigurationError(
    `DATABASE_URI has an unsupported ${scheme ? `scheme "${scheme}:"` : 'format'}. ` +
      'Use mongodb://… or mongodb+srv://… for MongoDB, file:<path> for a SQLite file, ' +
      'or leave DATABASE_URI unset for the embedded SQLite database under .data/.',
  )
}

/** PAYLOAD_SECRET signs sessions: required in production, a fixed value in development. */
export function resolvePayloadSecret(env: Partial<NodeJS.ProcessEnv> = process.env): string {
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret) return secret
  // `next build` evaluates the config without serving anything; the secret is read again at start.
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new ConfigurationError(
      'PAYLOAD_SECRET is not set. Set it to a long random string (for example `openssl rand -hex 32`) before starting in production.',
    )
  }
  return 'development-only-secret-do-not-use-in-production'
}

/**
 * Payload's MongoDB adapter turns transactions off, without a word, on a server that is not a
 * replica set: an editor's save and its version, a lead and its delivery record would no
 * longer be all or nothing. Production refuses that unless DATABASE_TRANSACTIONS=none says it
 * is meant (a wire-protocol test server has none). The problem in words, or null.
 */
export function missingTransactions(
  adapter: { name: string; transactionOptions?: unknown },
  env: Partial<NodeJS.ProcessEnv> = process.env,
): string | null {
  if (env.NODE_ENV !== 'production' || adapter.name !== 'mongoose' || adapter.transactionOptions !== false) return null
  if (env.DATABASE_TRANSACTIONS === 'none') return null
  return (
    'The MongoDB server in DATABASE_URI runs no transactions (it is not a replica set): saves would not be all or nothing. ' +
    'Connect to a replica set (a single node will do: start mongod with --replSet rs0, initiate it once, and add ?replicaSet=rs0 to DATABASE_URI, as docker-compose.yml does), ' +
    'or set DATABASE_TRANSACTIONS=none for a test server.'
  )
}
