import { cache } from 'react'
import type { Model, Navigation, Tenant } from '@/payload-types'
import { rendition, type ImageRendition } from '@/lib/media'
import { MODEL_CATEGORIES, modelLabel } from '@/domain/models'
import { stockSearchPath } from '@/domain/searchPaths'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** A model card of the mega-menu, in the plain shape the client menu receives. */
export type MenuModel = {
  name: string
  href: string
  /** The dealer's stock of this model; null for upcoming models (the spec hides Our Stock). */
  stockHref: string | null
  label: 'Upcoming' | 'All-New' | null
  image: ImageRendition | null
}
export type MenuCategory = { name: string; models: MenuModel[] }

/** The dealer's header and footer navigation (one document per dealer), or null. */
export const navigationOf = cache(
  (tenant: Pick<Tenant, 'id'>): Promise<Navigation | null> =>
    cachedRead(['navigation', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'navigation')], async () => {
      const { docs } = await (await getPayloadClient()).find({
        collection: 'navigation',
        where: { tenant: { equals: tenant.id } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
      return docs[0] ?? null
    }),
)

const imageOf = (model: Model): MenuModel['image'] => rendition(model.image, 'card', { width: 320, height: 180 })

const stockHref = (model: Model, make: string | null) => stockSearchPath({ carTypes: ['new'], makeModel: { make, model: model.name } })

/** The models mega-menu: categories in the spec's order, only those with models, models by sort order then name. */
export const megaMenuOf = cache(
  (tenant: Pick<Tenant, 'id'>): Promise<MenuCategory[]> =>
    cachedRead(['mega-menu', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'models')], async () => {
      const { docs } = await (await getPayloadClient()).find({
        collection: 'models',
        where: { tenant: { equals: tenant.id } },
        sort: ['sortOrder', 'name'],
        depth: 1,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return MODEL_CATEGORIES.map((name) => ({
        name,
        models: docs
          .filter((model) => model.category === name)
          .map((model) => {
            const make = typeof model.manufacturer === 'object' && model.manufacturer ? model.manufacturer.name : null
            return {
              name: model.name,
              href: model.overrideUrl || `/${model.slug}`,
              stockHref: model.status === 'coming_soon' ? null : stockHref(model, make),
              label: modelLabel(model.status),
              image: imageOf(model),
            }
          }),
      })).filter((category) => category.models.length > 0)
    }),
)
