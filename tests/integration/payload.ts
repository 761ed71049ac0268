import config from '@payload-config'
import { getPayload, type Payload, type PayloadRequest } from 'payload'
import type { Tenant, User } from '@/payload-types'
import { seedDemo } from '@tenants/seed/seedDemo'

export const SEED_PASSWORD = 'integration-password'

/** Boots Payload on the file's throwaway database (see setup.ts); Payload caches it per file. */
export const bootPayload = (): Promise<Payload> => getPayload({ config })

export async function seededPayload() {
  const payload = await bootPayload()
  await seedDemo(payload, SEED_PASSWORD)
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
