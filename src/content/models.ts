import { cache } from 'react'
import type { Model, ServicePrice, Tenant } from '@/payload-types'
import { MODEL_CATEGORIES } from '@/domain/models'
import { isSameSitePath } from '@/domain/sameSitePath'
import { slugify } from '@/domain/slug'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The dealer's models, by sort order then name, with their manufacturer and image. */
export const modelsOf = cache((tenant: Pick<Tenant, 'id'>): Promise<Model[]> =>
  cachedRead(['models', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'models')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'models',
      where: { tenant: { equals: tenant.id } },
      sort: ['sortOrder', 'name'],
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  }),
)

/** The dealer's capped-price servicing rows (Service Advantage). */
export const servicePricesOf = cache((tenant: Pick<Tenant, 'id'>): Promise<ServicePrice[]> =>
  cachedRead(
    ['service-prices', tenant.id],
    [...tenantTags(tenant), contentTag(tenant.id, 'service-prices')],
    async () => {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'service-prices',
        where: { tenant: { equals: tenant.id } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return docs
    },
  ),
)

/** Models grouped by category in the spec's order, only categories that have models. */
export function byCategory(models: Model[]): { name: string; slug: string; models: Model[] }[] {
  return MODEL_CATEGORIES.map((name) => ({
    name,
    slug: slugify(name),
    models: models.filter((m) => m.category === name),
  })).filter((c) => c.models.length > 0)
}

/**
 * The model a one-segment path names: its slug, or its override URL when that is a path on
 * this site. `redirect` is set when the model lives at its override URL instead.
 */
export async function modelForPath(
  tenant: Pick<Tenant, 'id'>,
  segment: string,
): Promise<{ model: Model; redirect: string | null } | null> {
  const models = await modelsOf(tenant)
  const atOverride = models.find((m) => m.overrideUrl === `/${segment}`)
  if (atOverride) return { model: atOverride, redirect: null }
  const bySlug = models.find((m) => m.slug === segment)
  if (!bySlug) return null
  const override = bySlug.overrideUrl
  return { model: bySlug, redirect: isSameSitePath(override) && override !== `/${segment}` ? override : null }
}
