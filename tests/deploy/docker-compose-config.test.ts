// `docker-compose config` (Debian's docker-compose, which parses, validates and interpolates
// the file without a Docker engine) accepts docker-compose.yml with the two values an operator
// must give, refuses it without them, and hands the app everything production requires.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const emptyEnvFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'compose-')), '.env')
writeFileSync(emptyEnvFile, '')

function composeConfig(env: Record<string, string>) {
  const { PATH, HOME } = process.env
  return spawnSync('docker-compose', ['--env-file', emptyEnvFile, '-f', 'docker-compose.yml', 'config'], {
    env: { PATH, HOME, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
}

describe('docker-compose config', () => {
  it('accepts the file, and the app gets every variable production requires', () => {
    const result = composeConfig({ PAYLOAD_SECRET: 'a'.repeat(64), PLATFORM_ADMIN_URL: 'https://admin.example.com.au' })
    expect(result.error, 'docker-compose is installed (apt-get install docker-compose)').toBeUndefined()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const config = parse(result.stdout) as { services: Record<string, { environment?: Record<string, string> }> }
    expect(Object.keys(config.services).sort()).toEqual(['app', 'elasticsearch', 'mongodb', 'redis'])
    const app = config.services.app!.environment!
    for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'PLATFORM_ADMIN_URL', 'ELASTICSEARCH_URL', 'REDIS_URL'])
      expect(app[name], name).toBeTruthy()
    expect(app.PLATFORM_ADMIN_URL).toBe('https://admin.example.com.au')
  })

  it('refuses to start the stack without the session secret or the admin’s address, saying which', () => {
    const withoutSecret = composeConfig({ PLATFORM_ADMIN_URL: 'https://admin.example.com.au' })
    expect(withoutSecret.status).not.toBe(0)
    expect(withoutSecret.stderr).toContain('Set PAYLOAD_SECRET')
    const withoutAdmin = composeConfig({ PAYLOAD_SECRET: 'a'.repeat(64) })
    expect(withoutAdmin.status).not.toBe(0)
    expect(withoutAdmin.stderr).toContain('Set PLATFORM_ADMIN_URL')
  })
})
