import { afterEach, describe, expect, it, vi } from 'vitest'
import RouteCacheHandler, {
  expireTagsFromElsewhere,
  isExpiredElsewhere,
  renderUntilOf,
  renderUntilTag,
} from './routeCacheHandler.mjs'

const noDisk = {
  existsSync: () => false,
  readFile: async () => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
  stat: async () => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
}

function cacheWithPage(key: string, tags: string[]) {
  const cache = new RouteCacheHandler({
    fs: noDisk,
    serverDistDir: '/nowhere',
    flushToDisk: false,
    maxMemoryCacheSize: 1_000_000,
  } as never)
  const page = {
    kind: 'APP_PAGE',
    html: '<p>Offer</p>',
    rscData: Buffer.from('0:{}'),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
  }
  return {
    cache,
    stored: cache.set(key, page as never, { cacheControl: { revalidate: 3600, expire: undefined } } as never),
  }
}

const read = (cache: RouteCacheHandler, key: string) =>
  cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never)

describe('route cache handler', () => {
  afterEach(() => vi.useRealTimers())

  it('names the end of life in whole seconds, rounded up, and finds the earliest of several', () => {
    expect(renderUntilTag(new Date('2026-11-23T13:00:00.200Z'))).toBe(
      `render-until:${Date.parse('2026-11-23T13:00:01Z') / 1000}`,
    )
    const midnight = new Date('2026-11-23T13:00:00Z')
    const offerEnd = new Date('2026-11-23T09:30:00Z')
    expect(renderUntilOf(['t:1:offers', renderUntilTag(midnight), renderUntilTag(offerEnd)])).toBe(offerEnd.getTime())
    expect(renderUntilOf(['t:1:offers', 't:1:stock'])).toBeNull()
  })

  it('serves a page showing dated content until its moment, and never from then on', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] })
    const offerEnd = new Date('2026-11-23T09:30:00Z')
    const { cache, stored } = cacheWithPage('/harbour-toyota.localhost/special-offers', [
      't:1:offers',
      renderUntilTag(offerEnd),
    ])
    await stored
    expect((await read(cache, '/harbour-toyota.localhost/special-offers'))?.value).toMatchObject({
      html: '<p>Offer</p>',
    })

    vi.setSystemTime(new Date('2026-11-23T09:29:59Z'))
    expect(await read(cache, '/harbour-toyota.localhost/special-offers')).not.toBeNull()
    vi.setSystemTime(offerEnd)
    expect(await read(cache, '/harbour-toyota.localhost/special-offers')).toBeNull()
  })

  it('keeps serving a page without dated content (its tags and lifetime expire it)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] })
    const { cache, stored } = cacheWithPage('/harbour-toyota.localhost/privacy-policy', ['t:1:legal'])
    await stored
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'))
    expect((await read(cache, '/harbour-toyota.localhost/privacy-policy'))?.value).toMatchObject({
      html: '<p>Offer</p>',
    })
  })
})

describe('tags expired by another process', () => {
  const page = (tags: string[], lastModified: number) => ({
    lastModified,
    value: { headers: { 'x-next-cache-tags': tags.join(',') } },
  })

  it('drop the pages rendered before the expiry that carry one of the tags, and only those', () => {
    expireTagsFromElsewhere(['t:7:stock'], 2_000)
    expect(isExpiredElsewhere(page(['t:7', 't:7:stock'], 1_000))).toBe(true)
    expect(isExpiredElsewhere(page(['t:7', 't:7:stock'], 3_000))).toBe(false)
    expect(isExpiredElsewhere(page(['t:8', 't:8:stock'], 1_000))).toBe(false)
    // A later expiry of the same tag wins; an earlier one does not move it back.
    expireTagsFromElsewhere(['t:7:stock'], 5_000)
    expireTagsFromElsewhere(['t:7:stock'], 4_000)
    expect(isExpiredElsewhere(page(['t:7:stock'], 4_500))).toBe(true)
  })

  it('drop the data reads made before the expiry with one of the tags, so a new render reads afresh', () => {
    expireTagsFromElsewhere(['t:9:offers'], 2_000)
    const read = (lastModified: number) => ({ lastModified, value: { kind: 'FETCH', data: {}, tags: [] } })
    expect(isExpiredElsewhere(read(1_000), { kind: 'FETCH', tags: ['t:9', 't:9:offers'] })).toBe(true)
    expect(isExpiredElsewhere(read(3_000), { kind: 'FETCH', tags: ['t:9:offers'] })).toBe(false)
    expect(isExpiredElsewhere(read(1_000), { kind: 'FETCH', tags: ['t:9:locations'] })).toBe(false)
  })
})
