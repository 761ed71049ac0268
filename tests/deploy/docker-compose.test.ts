// docker-compose cannot run on the development machines (no Docker engine), so its
// shape is checked here: the stack a deployment relies on must stay wired together.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Service = {
  build?: unknown
  image?: string
  environment?: Record<string, string>
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  command?: string[]
  healthcheck?: { test: string[] }
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}

describe('docker-compose.yml', () => {
  it('runs the app built from the repository against MongoDB, Elasticsearch and Redis', () => {
    const app = compose.services.app!
    expect(app.build).toBe('.')
    expect(app.environment?.DATABASE_URI).toMatch(/^mongodb:\/\/mongodb:27017\/[\w-]+\?replicaSet=rs0$/)
    expect(app.environment?.ELASTICSEARCH_URL).toBe('http://elasticsearch:9200')
    expect(app.environment?.PAYLOAD_SECRET).toMatch(/\$\{PAYLOAD_SECRET:\?/)
    // The admin's origin is required (CSRF list, Live Preview framing); no <slug>.localhost in production.
    expect(app.environment?.PLATFORM_ADMIN_URL).toMatch(/\$\{PLATFORM_ADMIN_URL:\?/)
    expect(app.environment?.TENANT_HOST_SUFFIXES).toBe('${TENANT_HOST_SUFFIXES:-}')
    // Instances share rate limits, views, cache expiry and job locks through Redis.
    expect(app.environment?.REDIS_URL).toBe('redis://redis:6379')
    expect(app.depends_on).toEqual({
      mongodb: { condition: 'service_healthy' },
      elasticsearch: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    })
    expect(compose.services.redis!.image).toMatch(/^redis:7\.\d+$/)
  })

  it('uses MongoDB 7+ and Elasticsearch 8.19 in single-node mode without security', () => {
    const mongoVersion = Number(/^mongo:(\d+)/.exec(compose.services.mongodb!.image ?? '')?.[1])
    expect(mongoVersion).toBeGreaterThanOrEqual(7)
    // Transactions need a replica set; the health check initiates the one-node set.
    expect(compose.services.mongodb!.command).toEqual(['--replSet', 'rs0', '--bind_ip_all'])
    expect(JSON.stringify(compose.services.mongodb!.healthcheck)).toContain('rs.initiate')
    const es = compose.services.elasticsearch!
    expect(es.image).toMatch(/elasticsearch:8\.19\.\d+$/)
    expect(es.environment).toMatchObject({ 'discovery.type': 'single-node', 'xpack.security.enabled': 'false' })
  })

  it('gives every service a health check and keeps data in named volumes', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} health check`).toBeTruthy()
    }
    expect(compose.services.mongodb!.volumes).toContain('mongo-data:/data/db')
    expect(compose.services.elasticsearch!.volumes).toContain('es-data:/usr/share/elasticsearch/data')
    expect(compose.services.app!.volumes).toContain('media:/data/media')
    expect(compose.services.redis!.volumes).toContain('redis-data:/data')
    expect(Object.keys(compose.volumes).sort()).toEqual(['es-data', 'media', 'mongo-data', 'redis-data'])
  })

  it('builds an image that starts through the migrating start script', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    expect(dockerfile).toMatch(/RUN npm ci/)
    expect(dockerfile).toMatch(/RUN npm run build/)
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/start.mjs"\]/)
    // Node 22 LTS (Node 20 left support in April 2026), without dev dependencies, not as root.
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((from) => from[1])).toEqual([
      'node:22-bookworm-slim',
      'node:22-bookworm-slim',
    ])
    expect(dockerfile).toMatch(/RUN npm prune --omit=dev/)
    expect(dockerfile).toMatch(/^USER node$/m)
  })
})
