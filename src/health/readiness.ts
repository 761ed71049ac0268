import type { Payload } from 'payload'
import { migrationProblem } from '@/database/migrationState'
import { sharedRedis, whenReady } from '@/redis/connection'
import { assertElasticsearchReachable, elasticsearchUrl } from '@/search/elasticsearchClient'

/** Each check: passed, failed, or not part of this deployment (no Elasticsearch: the embedded engine). */
export type CheckResult = 'ok' | 'failed' | 'not used'
export type Readiness = {
  ready: boolean
  checks: { database: CheckResult; migrations: CheckResult; search: CheckResult; shared: CheckResult }
}

/** A check that has not answered by then has failed: a proxy asks every few seconds. */
const CHECK_MS = 2_000

async function check(name: string, payload: Payload, run: () => Promise<string | null>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_MS} ms`), CHECK_MS)
  })
  try {
    const problem = await Promise.race([run(), late])
    if (!problem) return 'ok'
    payload.logger.warn({ msg: `not ready: ${name}: ${problem}` })
    return 'failed'
  } catch (error) {
    payload.logger.warn({ msg: `not ready: ${name}: ${(error as Error).message}` })
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether this instance can serve visitors (GET /api/ready, for the proxy and the container's
 * health check): its database answers, in production its migrations are in place, and the
 * search engine it is configured with answers, and with REDIS_URL, Redis, which the instances
 * share their rate limits, counted views and cache expiry through. The reasons go to the log, not the answer.
 */
export async function readiness(payload: Payload, env: NodeJS.ProcessEnv = process.env): Promise<Readiness> {
  const url = elasticsearchUrl(env)
  const redis = sharedRedis(env)
  const [database, migrations, search, shared] = await Promise.all([
    check('database', payload, async () => {
      await payload.count({ collection: 'tenants', overrideAccess: true })
      return null
    }),
    env.NODE_ENV === 'production' ? check('migrations', payload, () => migrationProblem(payload)) : 'not used',
    url
      ? check('search', payload, async () => {
          await assertElasticsearchReachable(url, CHECK_MS)
          return null
        })
      : 'not used',
    redis
      ? check('shared state (Redis)', payload, async () => {
          await whenReady(redis, CHECK_MS)
          await redis.ping()
          return null
        })
      : 'not used',
  ] as const)
  const checks = { database, migrations, search, shared }
  return { ready: Object.values(checks).every((result) => result !== 'failed'), checks }
}
