// Checks configuration that can only be verified by talking to it, before the server
// starts: a configured Elasticsearch must answer. (DATABASE_URI and PAYLOAD_SECRET are
// checked when the Payload config loads.)
import { assertElasticsearchReachable, elasticsearchUrl } from '@search-sync/client'

try {
  const url = elasticsearchUrl()
  if (url) {
    await assertElasticsearchReachable(url)
    console.log(`Elasticsearch at ${url} is reachable.`)
  }
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
