// What the car search index holds for a dealer, and what it should hold: the documents the
// database's cars make now. Shared by the reconciler and import crash tests.
import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import { configuredCarIndex } from '@search-sync/index/carIndexSync'
import { carIndexAlias } from '@/search/elasticsearchClient'
import { documentsFor } from '@/search/documentsFromCars'
import type { SearchDocument } from '@/search/document'

const url = elasticsearchUrl()
if (!url) throw new Error('ELASTICSEARCH_URL is not set: run integration tests with `npm run test:int`.')
export const searchClient = createElasticsearchClient(url)

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export async function indexedDocuments(tenant: Tenant): Promise<SearchDocument[]> {
  await configuredCarIndex()!.ensure()
  await searchClient.indices.refresh({ index: carIndexAlias() })
  const result = await searchClient.search<SearchDocument>({
    index: carIndexAlias(),
    size: 10_000,
    query: { term: { tenant: String(tenant.id) } },
  })
  return result.hits.hits.map((hit) => hit._source!).sort(byId)
}

export async function databaseDocuments(payload: Payload, tenant: Tenant): Promise<SearchDocument[]> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { tenant: { equals: tenant.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (await documentsFor(payload, docs)).upserts.sort(byId)
}
