import type { CollectionAfterChangeHook } from 'payload'
import { syncCarsToIndex } from '@search-sync/index/carIndexSync'
import type { Tenant } from '@/payload-types'
import { estimateSettingsOf } from '@/domain/financeEstimate'

/** The settings copied into every search document of the dealer's cars. */
const indexedSettings = (tenant: Partial<Tenant> | undefined) =>
  JSON.stringify([tenant?.name, estimateSettingsOf(tenant?.finance)])

/**
 * A dealer's name and standard finance terms are part of each car's search document
 * (dealership name, weekly price), so changing them re-indexes that dealer's cars; the other
 * finance settings (quotes, the finance page's steps) do not.
 */
export const reindexStockOnSettingsChange: CollectionAfterChangeHook<Tenant> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context.skipSearchIndex || indexedSettings(doc) === indexedSettings(previousDoc))
    return doc
  const { docs } = await req.payload.find({
    collection: 'cars',
    where: { tenant: { equals: doc.id } },
    select: {},
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  await syncCarsToIndex(
    req.payload,
    docs.map((car) => car.id),
    req,
  )
  return doc
}
