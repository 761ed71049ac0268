import type { Payload, PayloadRequest } from 'payload'
import type { Car, CarsSelect, Tenant } from '@/payload-types'
import { createElasticsearchClient, elasticsearchUrl } from '../client'
import { siteSettings } from '@tenants/settings'
import { isIndexable, searchDocument, SOLD_RETENTION_DAYS, type DocumentTenant, type SearchDocument } from './document'
import { ElasticCarIndex } from './elasticCarIndex'
import { readCarPage } from '../storedCars'

/** The index alias visitors' searches read (one shared index, tenant on every document). */
export const carIndexAlias = (env: NodeJS.ProcessEnv = process.env) => env.ELASTICSEARCH_CAR_ALIAS?.trim() || 'cars'

let cached: { key: string; index: ElasticCarIndex } | null = null

/** The configured car index, or null when no search engine is configured. */
export function configuredCarIndex(): ElasticCarIndex | null {
  const url = elasticsearchUrl()
  if (!url) return null
  const key = `${url} ${carIndexAlias()}`
  if (cached?.key !== key) cached = { key, index: new ElasticCarIndex(createElasticsearchClient(url), carIndexAlias()) }
  return cached.index
}

type Id = string | number
const PAGE = 500

/** What a search document is made of (searchDocument, isIndexable): reading less than the whole car is what makes indexing fast. */
const DOCUMENT_FIELDS = Object.fromEntries(
  [
    'tenant',
    'slug',
    'name',
    'year',
    'make',
    'model',
    'badge',
    'series',
    'colour',
    'simpleBody',
    'stockNumber',
    'categories',
    'carType',
    'status',
    'itemType',
    'simpleFuel',
    'simpleTransmission',
    'drive',
    'seats',
    'state',
    'city',
    'locationName',
    'lat',
    'lng',
    'tagOverride',
    'tag',
    'certified',
    'reserved',
    'preorder',
    'price',
    'priceType',
    'beforePrice',
    'subscriptionPrice',
    'weeklyPayment',
    'km',
    'photosCount',
    'customRank',
    'featured',
    'images',
    'listedAt',
    'createdAt',
    'updatedAt',
    'soldAt',
    'showOnDealerWebsite',
    'hideFromWebsite',
  ].map((field) => [field, true]),
) as CarsSelect

async function tenantsById(payload: Payload, ids: Id[], req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { id: { in: [...new Set(ids.map(String))] } },
    select: { name: true, finance: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((t) => [
      String(t.id),
      { id: t.id, name: t.name, finance: siteSettings(t as Tenant).finance } satisfies DocumentTenant,
    ]),
  )
}

const tenantIdOf = (car: Car) => String(typeof car.tenant === 'object' && car.tenant ? car.tenant.id : car.tenant)

/** Splits cars into documents to index and ids to remove. */
export async function documentsFor(payload: Payload, cars: Car[], now = new Date(), req?: Partial<PayloadRequest>) {
  const tenants = await tenantsById(payload, cars.map(tenantIdOf), req)
  const upserts: SearchDocument[] = []
  const removals: string[] = []
  for (const car of cars) {
    const tenant = tenants.get(tenantIdOf(car))
    if (tenant && isIndexable(car, now)) upserts.push(searchDocument(car, tenant))
    else removals.push(String(car.id))
  }
  return { upserts, removals }
}

/**
 * Brings the index up to date for these cars (after an import or an editor's save), then
 * refreshes it once, so a save or import that returns is already what visitors find.
 */
export async function syncCarsToIndex(payload: Payload, ids: Id[], req?: Partial<PayloadRequest>): Promise<void> {
  const index = configuredCarIndex()
  if (!index || ids.length === 0) return
  // Elasticsearch indexes one page while the next is read from the database.
  // A failure is held (not left unhandled while the next page is read) and thrown below.
  let sending: Promise<unknown> = Promise.resolve()
  const failed: { error?: unknown } = {}
  for (let start = 0; start < ids.length; start += PAGE) {
    const page = ids.slice(start, start + PAGE).map(String)
    const { docs } = await readCarPage(payload, { where: { id: { in: page } }, select: DOCUMENT_FIELDS, limit: 0, req })
    const { upserts, removals } = await documentsFor(payload, docs, new Date(), req)
    const found = new Set(docs.map((car) => String(car.id)))
    await sending
    if ('error' in failed) throw failed.error
    sending = Promise.all([
      index.upsert(upserts),
      index.remove([...removals, ...page.filter((id) => !found.has(id))]),
    ]).catch((error: unknown) => {
      if (!('error' in failed)) failed.error = error
    })
  }
  await sending
  if ('error' in failed) throw failed.error
  await index.refresh()
}

/** Every indexable car, page by page, as search documents. */
async function* allDocuments(payload: Payload): AsyncGenerator<SearchDocument[]> {
  for (let page = 1; ; page++) {
    const result = await readCarPage(payload, { where: {}, select: DOCUMENT_FIELDS, limit: PAGE, page })
    const { upserts } = await documentsFor(payload, result.docs)
    if (upserts.length) yield upserts
    if (!result.hasNextPage) break
  }
}

/** Full rebuild into a fresh index, swapped in atomically. */
export async function rebuildCarIndex(payload: Payload, index = configuredCarIndex()) {
  if (!index) throw new Error('No search engine is configured: set ELASTICSEARCH_URL.')
  return index.rebuild(allDocuments(payload))
}

/** Drops cars sold longer ago than any dealer keeps them listed. */
export async function pruneSoldCars(index = configuredCarIndex(), now = new Date()) {
  if (!index) return 0
  return index.removeSoldBefore(Math.floor(now.getTime() / 1000) - SOLD_RETENTION_DAYS * 86_400)
}
