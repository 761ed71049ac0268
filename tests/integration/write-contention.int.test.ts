// What the platform answers as stored IS stored, with the embedded SQLite database under
// contention: a stock import runs in a second process (`npm run sync:stock`, one long write
// transaction) while 50 leads are posted to the server. Every 201 lead must exist afterwards,
// and every lead that could not be stored must have been answered as a failure.
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
