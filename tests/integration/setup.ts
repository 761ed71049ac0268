// Runs before each integration test file: a throwaway SQLite database and media folder,
// set before payload.config.ts is first imported (it reads the environment on load).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'dealer-int-'))
process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
// Stored photos are content-addressed: every file shares the seeded template's, unchanged by any write.
const template = inject('seededDatabase')
process.env.PHOTOS_DIR = template ? path.join(template, 'photos') : path.join(dir, 'photos')
process.env.PAYLOAD_SECRET = 'integration-test-secret'
// Each file indexes its cars under its own alias: files run in parallel against one Elasticsearch.
process.env.ELASTICSEARCH_CAR_ALIAS = `cars-${path.basename(dir).toLowerCase()}`

afterAll(() => rmSync(dir, { recursive: true, force: true }))
