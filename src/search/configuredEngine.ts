import type { Payload } from 'payload'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import { carIndexAlias } from './elasticsearchClient'
import { embeddedEngineFromDatabase } from './embeddedFromDatabase'
import type { SearchEngine } from './engine'
import { ElasticSearchEngine } from './elasticEngine'

let cached: { key: string; payload: Payload; engine: SearchEngine } | null = null

/** Elasticsearch when ELASTICSEARCH_URL is set, otherwise the embedded engine over the database. */
export function configuredSearchEngine(payload: Payload): SearchEngine {
  const url = elasticsearchUrl()
  const key = url ? `${url} ${carIndexAlias()}` : 'embedded'
  if (cached?.key !== key || cached.payload !== payload) {
    const engine = url
      ? new ElasticSearchEngine(createElasticsearchClient(url), carIndexAlias())
      : embeddedEngineFromDatabase(payload)
    cached = { key, payload, engine }
  }
  return cached.engine
}
