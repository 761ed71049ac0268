import { cache } from 'react'
import type { LegalPage, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { publishedContentOf } from '@tenants/resolveTenant'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The dealer's published legal page of one kind (terms, privacy, complaints, unsubscribe), or null. */
export const legalPageOf = cache((tenant: Pick<Tenant, 'id'>, kind: LegalPage['kind']): Promise<LegalPage | null> =>
  cachedRead(['legal', tenant.id, kind], [...tenantTags(tenant), contentTag(tenant.id, 'legal-pages')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'legal-pages',
      where: { and: [publishedContentOf(tenant.id, true), { kind: { equals: kind } }] },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    return docs[0] ?? null
  }),
)
