import { Client } from '@elastic/elasticsearch'
import { ConfigurationError } from '@/config/configurationError'

/** ELASTICSEARCH_URL selects Elasticsearch; unset means the embedded engine. */
export function elasticsearchUrl(env: Partial<NodeJS.ProcessEnv> = process.env): string | null {
  const url = env.ELASTICSEARCH_URL?.trim()
  if (!url) return null
  if (!/^https?:\/\//i.test(url)) {
    throw new ConfigurationError(
      `ELASTICSEARCH_URL must be an http(s) URL such as http://elasticsearch:9200; got "${url}".`,
    )
  }
  return url.replace(/\/+$/, '')
}

export function createElasticsearchClient(url: string): Client {
  return new Client({ node: url, requestTimeout: 10_000, maxRetries: 1 })
}

/**
 * Fails fast when Elasticsearch is configured but cannot answer, with a message
 * that says what to fix, instead of failing on the first visitor's search.
 */
export async function assertElasticsearchReachable(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new Client({ node: url, requestTimeout: timeoutMs, maxRetries: 0 })
  try {
    await client.cluster.health({ timeout: `${Math.ceil(timeoutMs / 1000)}s` })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigurationError(
      `Elasticsearch at ${url} is unreachable (${reason}). Start it, correct ELASTICSEARCH_URL, ` +
        'or unset ELASTICSEARCH_URL to use the embedded search engine.',
    )
  } finally {
    await client.close()
  }
}

/** The index alias visitors' searches read (one shared index, tenant on every document). */
export const carIndexAlias = (env: NodeJS.ProcessEnv = process.env) => env.ELASTICSEARCH_CAR_ALIAS?.trim() || 'cars'
