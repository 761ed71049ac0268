import config from '@payload-config'
import { cpSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload, type PayloadRequest } from 'payload'
import { inject } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { seedDemo } from '@tenants/seed/seedDemo'
import { SEED_PASSWORD } from './seedPassword'

export { SEED_PASSWORD }

/** Boots Payload on the file's throwaway database (see setup.ts); Payload caches it per file. */
export const bootPayload = (): Promise<Payload> => getPayload({ config })

/**
 * Puts the run's seeded template (globalSetup.ts) in place of the file's empty database and
 * media folder, unless this file has already opened its database.
 */
function copySeededTemplate(): boolean {
  const template = inject('seededDatabase')
  const database = process.env.DATABASE_URI?.replace(/^file:/, '')
  if (!template || !database || !process.env.MEDIA_DIR || existsSync(database)) return false
  // The database with its journal files, should SQLite have left any.
  for (const name of readdirSync(template).filter((entry) => entry.startsWith('test.db')))
    cpSync(path.join(template, name), database + name.slice('test.db'.length))
  cpSync(path.join(template, 'media'), process.env.MEDIA_DIR, { recursive: true })
  return true
}

/** Payload on the demo seed: the run's seeded template copied in, or (database already open) seeded here. */
export async function seededPayload() {
  const copied = copySeededTemplate()
  const payload = await bootPayload()
  if (!copied) await seedDemo(payload, SEED_PASSWORD)
  return payload
}

export async function tenantBySlug(payload: Payload, slug: string): Promise<Tenant> {
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no tenant ${slug}`)
  return docs[0]
}

export async function userByEmail(payload: Payload, email: string): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no user ${email}`)
  return { ...docs[0], collection: 'users' } as User
}

/** A Local API request that arrives on `host`, as an anonymous visitor's would. */
export const requestOnHost = (host: string) => ({ headers: new Headers({ host }) }) as Partial<PayloadRequest>
