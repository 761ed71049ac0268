// The instance's health (the process answers) and readiness (its database, migrations and
// search engine answer, and Redis where instances share state), as the proxy and the container's health check ask for them.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { readiness } from '@/health/readiness'
import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('health and readiness', () => {
  it('answers health without asking anything else, never cached', async () => {
    const response = health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('is ready when the database and the configured search engine answer', async () => {
    expect(process.env.ELASTICSEARCH_URL).toBeTruthy()
    expect(await readiness(payload)).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'not used', search: 'ok', shared: 'not used' },
    })
    expect(await readiness(payload, { ...process.env, ELASTICSEARCH_URL: '' })).toMatchObject({
      ready: true,
      checks: { search: 'not used' },
    })
  })

  it('is not ready, within seconds, when the search engine does not answer or migrations are missing', async () => {
    const started = Date.now()
    const down = await readiness(payload, { ...process.env, ELASTICSEARCH_URL: 'http://127.0.0.1:9' })
    expect(down).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'not used', search: 'failed', shared: 'not used' },
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    // This file's database is built by schema push, as in development: production refuses it.
    const production = await readiness(payload, { ...process.env, NODE_ENV: 'production' })
    expect(production).toMatchObject({ ready: false, checks: { migrations: 'failed' } })
  })

  it('with REDIS_URL, is ready only while Redis answers', async () => {
    const redis = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
    expect(await readiness(payload, { ...process.env, REDIS_URL: redis })).toMatchObject({
      ready: true,
      checks: { shared: 'ok' },
    })
    const started = Date.now()
    expect(await readiness(payload, { ...process.env, REDIS_URL: 'redis://127.0.0.1:9' })).toMatchObject({
      ready: false,
      checks: { shared: 'failed' },
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
