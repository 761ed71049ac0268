import { cache } from 'react'
import type { Model, Navigation, Tenant } from '@/payload-types'
import { rendition, type ImageRendition } from '@/lib/media'
import { modelLabel } from '@/domain/models'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { byCategory, modelsOf } from './models'
import { modelPath, modelStockPath } from '@/domain/models'
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
export const navigationOf = cache((tenant: Pick<Tenant, 'id'>): Promise<Navigation | null> =>
  cachedRead(['navigation', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'navigation')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'navigation',
      where: { tenant: { equals: tenant.id } },
      // The menu's picked pages, offers and models, as they are now (a renamed page keeps its link).
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    return docs[0] ?? null
  }),
)

const imageOf = (model: Model): MenuModel['image'] => rendition(model.image, 'card', { width: 320, height: 180 })

/** The models mega-menu: categories in the spec's order, only those with models, models by sort order then name. */
export const megaMenuOf = cache(async (tenant: Pick<Tenant, 'id'>): Promise<MenuCategory[]> =>
  byCategory(await modelsOf(tenant)).map((category) => ({
    name: category.name,
    models: category.models.map((model) => ({
      name: model.name,
      href: modelPath(model),
      stockHref: modelStockPath(model),
      label: modelLabel(model.status),
      image: imageOf(model),
    })),
  })),
)
