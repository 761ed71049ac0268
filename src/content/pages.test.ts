import { beforeEach, describe, expect, it, vi } from 'vitest'

const mocks = vi.hoisted(() => ({
  cachedRead: vi.fn(async (_key: unknown, _tags: string[], read: () => Promise<unknown>) => read()),
  find: vi.fn(async () => ({ docs: [{ id: 1, slug: 'about-us' }] })),
  previewGranted: vi.fn(async () => false),
}))
vi.mock('./cached', () => ({ cachedRead: mocks.cachedRead }))
vi.mock('./preview', () => ({ previewGranted: mocks.previewGranted }))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({ find: mocks.find }) }))
const { getPageForRequest } = await import('./pages')

describe('the page an address asks for', () => {
  beforeEach(() => vi.clearAllMocks())

  it('is read, and cached under tags Next accepts, when the address can be a page', async () => {
    expect((await getPageForRequest({ id: 4 }, 'about-us')).page).toMatchObject({ slug: 'about-us' })
    expect(mocks.find).toHaveBeenCalledTimes(1)
    const tags = mocks.cachedRead.mock.calls[0]![1]
    expect(tags).toContain('t:4:page:about-us')
    expect(Math.max(...tags.map((tag) => tag.length))).toBeLessThanOrEqual(256)
  })

  it('is no page, with no read and no cache entry, when it cannot be a page’s slug', async () => {
    for (const address of ['special-offers/spring', 'a'.repeat(201), 'About-Us']) {
      expect(await getPageForRequest({ id: 4 }, address)).toEqual({ page: null, preview: false })
    }
    expect(mocks.find).not.toHaveBeenCalled()
    expect(mocks.cachedRead).not.toHaveBeenCalled()
  })
})
