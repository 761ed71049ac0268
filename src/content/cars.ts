import { cache } from 'react'
import type { Car, Tenant } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import { carAsVisitorsSee } from '@/database/mongo/previousStock'
import { getPayloadClient } from '@/lib/payload'
import { configuredSearchEngine } from '@/search/configuredEngine'
import { siteScopeOf } from '@/search/siteScope'
import { stockForPage } from './stock'

export type ListedCar = { listing: SearchDocument; car: Car }

/**
 * A car for its page: only when the site lists it (the search engine decides, under the same
 * scope as the search page: base filters, hidden cars, the sold window), with its full record.
 * Gives 'unavailable' when the search engine cannot answer, null when the site has no such car.
 * The page expires with the dealer's stock. Read once per render (metadata and page share it).
 */
export const listedCarOf = cache(async (tenant: Tenant, slug: string): Promise<ListedCar | null | 'unavailable'> => {
  const now = new Date()
  const found = await stockForPage(
    tenant,
    'vehicle page',
    async () => {
      const payload = await getPayloadClient()
      const listing = await configuredSearchEngine(payload).listedCar(siteScopeOf(tenant, now), slug)
      if (!listing) return { car: null }
      const { docs } = await payload.find({
        collection: 'cars',
        where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
      // While a MongoDB import switches in, the car as it was (previousStock.ts).
      const car = await carAsVisitorsSee(payload, tenant.id, slug, docs[0])
      return { car: car ? { listing, car } : null }
    },
    (found) => (found.car ? [found.car.listing] : []),
  )
  return found === null ? 'unavailable' : found.car
})
