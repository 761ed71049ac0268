import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '@/config/configurationError'
import { missingTransactions, resolveDatabaseTarget, resolvePayloadSecret } from './fromEnvironment'

describe('resolveDatabaseTarget', () => {
  it('uses the embedded SQLite file under .data/ when DATABASE_URI is unset or blank', () => {
    for (const uri of [undefined, '', '  ']) {
      const target = resolveDatabaseTarget(uri, '/srv/app')
      expect(target).toEqual({
        kind: 'sqlite',
        file: path.join('/srv/app', '.data', 'dealer-platform.db'),
        url: `file:${path.join('/srv/app', '.data', 'dealer-platform.db')}`,
      })
    }
  })

  it('uses MongoDB for mongodb:// and mongodb+srv:// URIs', () => {
    expect(resolveDatabaseTarget('mongodb://mongo:27017/dealers')).toEqual({
      kind: 'mongodb',
      url: 'mongodb://mongo:27017/dealers',
    })
    expect(resolveDatabaseTarget('mongodb+srv://u:p@cluster.example/db').kind).toBe('mongodb')
  })

  it('uses a SQLite file for file: URIs, relative to the working directory', () => {
    const target = resolveDatabaseTarget('file:./tmp/test.db', '/srv/app')
    expect(target).toMatchObject({ kind: 'sqlite', file: '/srv/app/tmp/test.db' })
  })

  it('fails fast on an unknown scheme with a message that says what to fix', () => {
    expect(() => resolveDatabaseTarget('postgres://localhost/db')).toThrow(ConfigurationError)
    expect(() => resolveDatabaseTarget('postgres://localhost/db')).toThrow(
      /unsupported scheme "postgres:".*mongodb:\/\/.*file:<path>.*unset/,
    )
    expect(() => resolveDatabaseTarget('just-a-name')).toThrow(/unsupported format/)
  })
})

describe('resolvePayloadSecret', () => {
  it('requires PAYLOAD_SECRET in production', () => {
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is not set/)
    expect(resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 's3cret' })).toBe('s3cret')
  })

  it('does not demand the secret while `next build` evaluates the config', () => {
    expect(resolvePayloadSecret({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeTruthy()
  })

  it('falls back to a development secret outside production', () => {
    expect(resolvePayloadSecret({ NODE_ENV: 'development' })).toMatch(/development-only/)
  })
})

describe('transactions on MongoDB', () => {
  const production = { NODE_ENV: 'production' } as const
  it('refuses a production MongoDB without transactions, unless told it is meant', () => {
    expect(missingTransactions({ name: 'mongoose', transactionOptions: false }, production)).toMatch(
      /not a replica set.*replicaSet=rs0.*DATABASE_TRANSACTIONS=none/,
    )
    expect(
      missingTransactions(
        { name: 'mongoose', transactionOptions: false },
        { ...production, DATABASE_TRANSACTIONS: 'none' },
      ),
    ).toBeNull()
  })

  it('passes a replica set, SQLite and development', () => {
    expect(missingTransactions({ name: 'mongoose', transactionOptions: {} }, production)).toBeNull()
    expect(missingTransactions({ name: 'sqlite', transactionOptions: false }, production)).toBeNull()
    expect(
      missingTransactions({ name: 'mongoose', transactionOptions: false }, { NODE_ENV: 'development' } as const),
    ).toBeNull()
  })
})
