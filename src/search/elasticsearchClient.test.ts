import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { assertElasticsearchReachable, elasticsearchUrl } from './elasticsearchClient'

describe('elasticsearchUrl', () => {
  it('is null when unset, so the embedded engine is used', () => {
    expect(elasticsearchUrl({})).toBeNull()
    expect(elasticsearchUrl({ ELASTICSEARCH_URL: ' ' })).toBeNull()
  })

  it('accepts http(s) URLs and trims trailing slashes', () => {
    expect(elasticsearchUrl({ ELASTICSEARCH_URL: 'http://elasticsearch:9200/' })).toBe('http://elasticsearch:9200')
  })

  it('rejects a value that is not a URL with a message naming the variable', () => {
    expect(() => elasticsearchUrl({ ELASTICSEARCH_URL: 'elasticsearch:9200' })).toThrow(
      /ELASTICSEARCH_URL must be an http\(s\) URL/,
    )
  })
})

describe('assertElasticsearchReachable', () => {
  it('fails fast with what to fix when nothing listens at the URL', async () => {
    // Take a free port, then close it so the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    await expect(assertElasticsearchReachable(`http://127.0.0.1:${port}`, 2_000)).rejects.toThrow(
      /Elasticsearch at http:\/\/127\.0\.0\.1:\d+ is unreachable .*unset ELASTICSEARCH_URL/,
    )
  })
})
