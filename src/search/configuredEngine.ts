import { createElasticsearchClient, elasticsearchUrl } from '@search-sync/client'
import { carIndexAlias } from '@search-sync/index/carIndexSync'
import type { SearchEngine } from './engine'
import { ElasticSearchEngine } from './elasticEngine'

let cached: { key: string; engine: SearchEngine } | null = null

/** The search engine this deployment uses, or null when none is configured. */
export function configuredSearchEngine(): SearchEngine | null {
  const url = elasticsearchUrl()
  if (!url) return null
  const key = `${url} ${carIndexAlias()}`
  if (cached?.key !== key) cached = { key, engine: new ElasticSearchEngine(createElasticsearchClient(url), carIndexAlias()) }
  return cached.engine
}
