import path from 'node:path'

/** Where Payload stores data, chosen by DATABASE_URI. */
export type DatabaseTarget = { kind: 'mongodb'; url: string } | { kind: 'sqlite'; url: string; file: string }

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

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
