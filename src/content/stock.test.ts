import { beforeEach, describe, expect, it, vi } from 'vitest'

const cached = vi.hoisted(() => ({
  cacheRenderUntil: vi.fn(async () => undefined),
  cacheRenderUntilNextChange: vi.fn(async () => undefined),
  renderDependsOn: vi.fn(async () => undefined),
}))
vi.mock('./cached', () => cached)
const { stockForPage } = await import('./stock')
const { log } = await import('@/lib/log.mjs')

describe('a page that reads stock', () => {
  beforeEach(() => vi.clearAllMocks())

  it('expires with the dealer’s stock', async () => {
    expect(await stockForPage({ id: 7 }, 'test', async () => 'cars')).toBe('cars')
    expect(cached.renderDependsOn).toHaveBeenCalledWith(['t:7:stock'])
    expect(cached.cacheRenderUntil).not.toHaveBeenCalled()
  })

  it('is kept no longer than the online holds of the cars it shows', async () => {
    const hits = [{ held_until: 1_800_000_000 }, { held_until: null }]
    await stockForPage(
      { id: 7 },
      'test',
      async () => ({ hits }),
      (found) => found.hits,
    )
    expect(cached.cacheRenderUntilNextChange).toHaveBeenCalledWith([new Date(1_800_000_000_000), null])
  })

  it('is never kept in the cache when the search failed: the next visitor gets a fresh render', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const before = Date.now()
    expect(await stockForPage({ id: 7 }, 'test', async () => Promise.reject(new Error('search down')))).toBeNull()
    const [moment] = cached.cacheRenderUntil.mock.calls[0] as unknown as [Date]
    expect(moment.getTime()).toBeGreaterThanOrEqual(before)
    expect(moment.getTime()).toBeLessThanOrEqual(Date.now())
  })
})
