import type { Client, estypes } from '@elastic/elasticsearch'
import { CAR_INDEX_SETTINGS, CAR_MAPPING } from './mapping'
import type { SearchDocument } from '@/search/document'

const BULK_CHUNK = 1_000
const VERSION_PAGE = 5_000
/** Whether a write refreshes the index (makes everything written so far searchable) when it is done. */
type Refresh = boolean

/**
 * The car index behind an alias. Visitors always query the alias; a full rebuild loads a
 * new versioned index, refreshes it, then moves the alias in one atomic call and deletes the
 * old index, so a half-built index is never searched. Incremental updates go to whatever
 * index the alias points at, and become searchable when their writer refreshes (the index
 * never refreshes on its own: CAR_INDEX_SETTINGS).
 */
export class ElasticCarIndex {
  constructor(
    private readonly client: Client,
    readonly alias: string,
  ) {}

  /** The indices the alias points at now (normally one). */
  async liveIndices(): Promise<string[]> {
    const exists = await this.client.indices.existsAlias({ name: this.alias })
    if (!exists) return []
    return Object.keys(await this.client.indices.getAlias({ name: this.alias }))
  }

  private mappingChecked = false

  /**
   * Creates an empty index behind the alias when there is none yet (first start); an index
   * made by an older release gets the fields added since (adding a field is always allowed).
   */
  async ensure(): Promise<void> {
    const live = await this.liveIndices()
    if (live.length === 0) {
      await this.client.indices.create({
        index: this.versionedName(),
        mappings: CAR_MAPPING,
        settings: CAR_INDEX_SETTINGS,
        aliases: { [this.alias]: {} },
      })
    } else if (!this.mappingChecked) {
      // An index made by an older release: the fields added since, and visibility by explicit refresh only.
      await this.client.indices.putMapping({ index: live, properties: CAR_MAPPING.properties })
      await this.client.indices.putSettings({
        index: live,
        settings: { refresh_interval: CAR_INDEX_SETTINGS.refresh_interval },
      })
    }
    this.mappingChecked = true
  }

  /** Makes every change so far visible to searches at once. */
  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias })
  }

  /** Every document of one dealer: its id and the version of the car it was made from. */
  async versions(tenantId: string): Promise<Map<string, string | null>> {
    await this.ensure()
    const versions = new Map<string, string | null>()
    let after: estypes.SortResults | undefined
    for (;;) {
      const page = await this.client.search<{ source_version?: string }>({
        index: this.alias,
        size: VERSION_PAGE,
        _source: ['source_version'],
        query: { bool: { filter: [{ term: { tenant: tenantId } }] } },
        sort: [{ id: 'asc' }],
        ...(after ? { search_after: after } : {}),
      })
      for (const hit of page.hits.hits) versions.set(hit._id!, hit._source?.source_version ?? null)
      if (page.hits.hits.length < VERSION_PAGE) return versions
      after = page.hits.hits.at(-1)!.sort
    }
  }

  /**
   * Rebuilds from scratch. `loaded` runs after the bulk load and before the swap (tests
   * use it to prove the old index still answers until then). Returns the new index name.
   */
  async rebuild(
    documents: AsyncIterable<SearchDocument[]> | SearchDocument[][],
    loaded?: (index: string) => Promise<void>,
  ): Promise<{ index: string; count: number }> {
    const index = this.versionedName()
    await this.client.indices.create({
      index,
      mappings: CAR_MAPPING,
      settings: CAR_INDEX_SETTINGS,
    })
    let count = 0
    try {
      for await (const batch of documents) {
        await this.bulkIndex(index, batch)
        count += batch.length
      }
      await this.client.indices.refresh({ index })
      await loaded?.(index)
    } catch (error) {
      await this.client.indices.delete({ index, ignore_unavailable: true })
      throw error
    }
    const old = await this.liveIndices()
    await this.client.indices.updateAliases({
      actions: [
        ...old.map((name) => ({ remove: { index: name, alias: this.alias } })),
        { add: { index, alias: this.alias } },
      ],
    })
    if (old.length) await this.client.indices.delete({ index: old, ignore_unavailable: true })
    return { index, count }
  }

  /** Adds or replaces documents in the live index. */
  async upsert(documents: SearchDocument[], refresh: Refresh = false): Promise<void> {
    if (documents.length === 0) return
    await this.ensure()
    await this.bulkIndex(this.alias, documents, refresh)
  }

  /** Removes documents by id from the live index (missing ones are fine). */
  async remove(ids: string[], refresh: Refresh = false): Promise<void> {
    if (ids.length === 0) return
    await this.ensure()
    const result = await this.client.bulk({
      refresh,
      operations: ids.map((id) => ({ delete: { _index: this.alias, _id: id } })),
    })
    const failed = result.items.filter((item) => item.delete?.error && item.delete.status !== 404)
    if (failed.length)
      throw new Error(`Elasticsearch refused ${failed.length} deletions: ${JSON.stringify(failed[0]?.delete?.error)}`)
  }

  /**
   * Removes cars sold before `cutoff` (epoch seconds). Without _delete_by_query (not in the
   * minimal server, and not needed): page through the matching ids, then bulk-delete them.
   */
  async removeSoldBefore(cutoff: number, refresh = false): Promise<number> {
    await this.ensure()
    let removed = 0
    for (;;) {
      const found = await this.client.search({
        index: this.alias,
        size: BULK_CHUNK,
        _source: false,
        query: { bool: { filter: [{ term: { status: 'sold' } }, { range: { sold_date_timestamp: { lt: cutoff } } }] } },
      })
      const ids = found.hits.hits.map((hit) => hit._id!).filter(Boolean)
      if (ids.length === 0) break
      await this.remove(ids, true)
      removed += ids.length
    }
    if (refresh && removed) await this.client.indices.refresh({ index: this.alias })
    return removed
  }

  private versionedName() {
    return `${this.alias}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  }

  private async bulkIndex(index: string, documents: SearchDocument[], refresh: Refresh = false) {
    for (let start = 0; start < documents.length; start += BULK_CHUNK) {
      const chunk = documents.slice(start, start + BULK_CHUNK)
      const result = await this.client.bulk({
        refresh,
        operations: chunk.flatMap((doc) => [{ index: { _index: index, _id: doc.id } }, doc]),
      })
      if (result.errors) {
        const first = result.items.find((item) => item.index?.error)?.index?.error
        throw new Error(`Elasticsearch refused documents: ${first?.type}: ${first?.reason}`)
      }
    }
  }
}
