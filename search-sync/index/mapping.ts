import type { estypes } from '@elastic/elasticsearch'

const keyword = { type: 'keyword' } as const
const int = { type: 'integer' } as const
const long = { type: 'long' } as const
const float = { type: 'float' } as const
const bool = { type: 'boolean' } as const

/**
 * The car index. `dynamic: strict` rejects any field the mapping does not name, so a
 * document shape change cannot silently create untyped fields. `text` supports
 * search-as-you-type with the core modules only: index_prefixes + match_bool_prefix.
 */
export const CAR_MAPPING: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    tenant: keyword,
    slug: keyword,
    name: { type: 'text', fields: { raw: keyword } },
    text: { type: 'text', analyzer: 'standard', index_prefixes: { min_chars: 1, max_chars: 10 } },
    year: int,
    make: keyword,
    model: keyword,
    make_model: keyword,
    badge: keyword,
    body: keyword,
    categories: keyword,
    colour: keyword,
    car_type: keyword,
    status: keyword,
    item_type: keyword,
    fuel: keyword,
    transmission: keyword,
    drive: keyword,
    seats: int,
    state: keyword,
    city: keyword,
    location_name: keyword,
    location: { type: 'geo_point' },
    dealership_name: keyword,
    tag: keyword,
    certified: bool,
    reserved: bool,
    held_until: long,
    reserve_offered: { type: 'boolean', index: false },
    preorder: bool,
    price: float,
    price_type: keyword,
    before_price: float,
    subscription_price: float,
    weekly_price: float,
    weekly_interest_rate: { type: 'float', index: false },
    weekly_comparison_rate: { type: 'float', index: false },
    km: int,
    photos_count: int,
    custom_rank: long,
    featured: bool,
    primary_photo: { type: 'object', enabled: false },
    created_at_timestamp: long,
    sold_date_timestamp: long,
    // Read back by the reconciler only: neither searched nor sorted on.
    source_version: { type: 'keyword', index: false, doc_values: false },
  },
}

/**
 * The index never refreshes on its own (`refresh_interval: -1`): writes become searchable
 * only when the writer refreshes, once it has written everything that belongs together. An
 * import's documents therefore appear in one step, never half old and half new, and every
 * writer (a save, an import, the reconciler, the sold-car prune) refreshes when it is done.
 */
export const CAR_INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  refresh_interval: '-1',
}
