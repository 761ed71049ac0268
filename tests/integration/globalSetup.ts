// Once per integration run: a database and media folder with the demo seed in them. Seeding
// takes about 14 s (staff passwords, rendered logos and photos); each file that wants the
// seeded demo copies this instead of seeding again (see seededPayload), and files that test
// an empty install or the seed itself start from nothing as before. The seed runs in a child
// process: importing the Payload config inside vitest's main process can stall the same way
// Payload's CLI does (see scripts/payload.mjs).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding the seeded template (test.db, media/ and the stored photos every file shares, photos/), or '' when it could not be made. */
    seededDatabase: string
  }
}

export default function seedTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dealer-int-seeded-'))
  // The demo feed's photo files, which the seed's import stores (kept when already rendered).
  spawnSync('node', ['--import', 'tsx', 'scripts/demo-stock-photos.ts'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const seeded = spawnSync('node', ['scripts/payload.mjs', 'run', 'tests/integration/seedTemplate.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URI: `file:${path.join(dir, 'test.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PHOTOS_DIR: path.join(dir, 'photos'),
      PAYLOAD_SECRET: 'integration-test-secret',
      ELASTICSEARCH_CAR_ALIAS: `cars-${path.basename(dir).toLowerCase()}`,
    },
  })
  // Without a template every file seeds its own database, as it always could.
  if (seeded.status !== 0)
    console.error(`The seeded template could not be made (exit ${seeded.status}); each file seeds.`)
  project.provide('seededDatabase', seeded.status === 0 ? dir : '')
  return () => rmSync(dir, { recursive: true, force: true })
}
