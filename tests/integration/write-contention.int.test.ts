// What the platform answers as stored IS stored, with the embedded SQLite database under
// contention: a stock import runs in a second process (`npm run sync:stock`, one long write
// transaction) while 50 leads are posted to the server. Every 201 lead must exist afterwards,
// and every lead that could not be stored must have been answered as a failure.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { runScript } from '../fixtures/runScript'
import { seededPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const feedOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    stocknum: `LOAD${String(i).padStart(5, '0')}`,
    year: 2020,
    make: 'Isuzu',
    model: 'D-Max',
    car_type: 'used',
    status: 'in_stock',
    price: 30_000 + i,
    km: 10_000 + i,
    images: [`https://images.example.com/load${i}/1.jpg`, `https://images.example.com/load${i}/2.jpg`],
    dealercomments: 'A tidy ute with service history. '.repeat(8),
  }))

const importInAnotherProcess = (file: string) =>
  runScript('scripts/sync-stock.ts', ['--tenant', 'outback-cars', '--file', file, '--force'])

const postLead = (n: number) =>
  POST(
    new NextRequest('http://outback-cars.localhost/api/leads', {
      method: 'POST',
      headers: {
        host: 'outback-cars.localhost',
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: `198.51.100.${n}`,
      },
      body: JSON.stringify({
        category: 'fleet',
        name: `Lead ${n}`,
        email: `lead${n}@example.com`,
        phone: '0412345678',
        message: 'Three utes',
        company: 'Crew Co',
        fleet_size: '1-5',
      }),
    }),
  )

describe('writes under contention with an import in another process', () => {
  // Up to 50 leads while the import runs, each may wait up to 15 s for the write lock.
  it('every lead answered 201 exists; every other answer says it failed', { timeout: 300_000 }, async () => {
    const file = path.join(tmpdir(), `contention-feed-${process.pid}.json`)
    writeFileSync(file, JSON.stringify(feedOf(1_000)))
    const importing = importInAnotherProcess(file)
    let imported: { code: number | null; output: string } | null = null
    void importing.then((result) => (imported = result))

    const answers: { status: number; id?: string; duringImport: boolean }[] = []
    for (let n = 1; n <= 50 && (n <= 20 || imported === null); n++) {
      const response = await postLead(n)
      const body = (await response.json()) as { lead_id?: string }
      answers.push({ status: response.status, id: body.lead_id, duringImport: imported === null })
      await new Promise((r) => setTimeout(r, 150))
    }
    const result = await importing
    expect(result.code, result.output).toBe(0)
    expect(result.output).toMatch(/1000 received, 1000 created/)

    // The leads were posted while the import ran, not before or after it.
    expect(answers.filter((a) => a.duringImport).length).toBeGreaterThan(5)
    const stored = answers.filter((a) => a.status === 201)
    for (const answer of answers) expect([201, 503], JSON.stringify(answer)).toContain(answer.status)
    const found = await payload.find({
      collection: 'leads',
      where: { id: { in: stored.map((a) => a.id!) } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    expect(found.totalDocs).toBe(stored.length)
    expect(stored.length).toBeGreaterThan(0)
    console.log(
      `leads during a 1,000-car import in another process: ${stored.length} stored (201), ${answers.length - stored.length} refused (503)`,
    )
    const cars = await payload.count({
      collection: 'cars',
      where: { stockNumber: { like: 'LOAD' } },
      overrideAccess: true,
    })
    expect(cars.totalDocs).toBe(1_000)
  })
})

/**
 * Another process holds SQLite's write lock for `ms` (as a large dealer's switch can), from
 * the moment the returned promise resolves; `released` resolves when it has let go.
 */
async function holdWriteLock(ms: number) {
  const database = process.env.DATABASE_URI!
  const child = spawn(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { createClient } from '@libsql/client'
const db = createClient({ url: ${JSON.stringify(database)} })
const tx = await db.transaction('write')
await tx.execute("UPDATE tenants SET name = name WHERE id = (SELECT min(id) FROM tenants)")
console.log('locked')
setTimeout(async () => { await tx.commit(); db.close(); process.exit(0) }, ${ms})`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
  expect(String(chunk)).toContain('locked')
  return { released: once(child, 'exit') }
}

describe('a lead under a write lock held longer than a switch usually takes', () => {
  // A lead used to give up after 15 s of waiting (503) although it was only queued behind an
  // import; the proxy in front waits 60 s, so a lead waits up to 50 s and is stored.
  it('waits 20 s for the lock and is stored (201), not refused', { timeout: 90_000 }, async () => {
    const lock = await holdWriteLock(20_000)
    const started = Date.now()
    const response = await postLead(60)
    const waited = Date.now() - started
    const body = (await response.json()) as { lead_id?: string }
    await lock.released
    expect(response.status, JSON.stringify(body)).toBe(201)
    expect(waited).toBeGreaterThan(15_000)
    const stored = await payload.findByID({ collection: 'leads', id: body.lead_id!, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ firstName: 'Lead 60', email: 'lead60@example.com' })
  })
})
