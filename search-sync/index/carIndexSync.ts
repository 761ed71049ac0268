import type { Payload, PayloadRequest } from 'payload'
import { carIndexAlias, createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import { DOCUMENT_FIELDS, documentsFor } from '@/search/documentsFromCars'
import { SOLD_RETENTION_DAYS, type SearchDocument } from '@/search/document'
import { ElasticCarIndex } from './elasticCarIndex'
import { readCarPage } from '../storedCars'

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

/**
 * Brings the index up to date for these cars (after an import or an editor's save), then
 * refreshes it once (unless told not to, by a caller that refreshes after more writes), so a
 * save or import that returns is already what visitors find.
 */
export async function syncCarsToIndex(
  payload: Payload,
  ids: Id[],
  req?: Partial<PayloadRequest>,
  { refresh = true }: { refresh?: boolean } = {},
): Promise<void> {
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
  if (refresh) await index.refresh()
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
