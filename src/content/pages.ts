import { cache } from 'react'
import type { Page, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag, pageTag } from '@tenants/cacheTags'
import { publishedContentOf } from '@tenants/resolveTenant'
import { pagePath } from '@/domain/pagePaths'
import { isSlug } from '@/domain/slug'
import { cachedRead } from './cached'
import { previewGranted } from './preview'
import { tenantTags } from './tenant'

/**
 * A published page of the tenant by slug, or null. Any page save of the dealer expires it
 * (`t:<tenant>:pages`), not only its own: its rich text may link to the page that changed.
 */
export const getPublishedPage = cache((tenant: Pick<Tenant, 'id'>, slug: string): Promise<Page | null> =>
  cachedRead(
    ['page', tenant.id, slug],
    [...tenantTags(tenant), pageTag(tenant.id, slug), contentTag(tenant.id, 'pages')],
    async () => {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'pages',
        where: { and: [publishedContentOf(tenant.id, true), { slug: { equals: slug } }] },
        limit: 1,
        depth: 1,
        overrideAccess: true,
        pagination: false,
      })
      return docs[0] ?? null
    },
  ),
)

/** The latest version of a page, draft or published, for preview; never cached. */
export const getLatestPage = cache(async (tenant: Pick<Tenant, 'id'>, slug: string): Promise<Page | null> => {
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug } }] },
    draft: true,
    limit: 1,
    depth: 1,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0] ?? null
})

/**
 * The page this request shows: the latest draft in preview, else the published page. An
 * address that cannot be a page's slug (more than one segment, too long, capitals) is no
 * page, without a database read or a cache entry for it (a crawler's random paths would
 * otherwise each leave one).
 */
export async function getPageForRequest(
  tenant: Pick<Tenant, 'id'>,
  slug: string,
): Promise<{ page: Page | null; preview: boolean }> {
  if (!isSlug(slug)) return { page: null, preview: false }
  const preview = await previewGranted(tenant, pagePath(slug))
  return { page: await (preview ? getLatestPage : getPublishedPage)(tenant, slug), preview }
}
