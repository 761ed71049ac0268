import { cache } from 'react'
import { getPayloadClient } from '@/lib/payload'
import { MANUFACTURERS_TAG } from '@tenants/cacheTags'
import { cachedRead } from './cached'

/**
 * Each make's logo (the Manufacturers document's file), by the make's name as the stock
 * names it; makes without a logo are left out. Shared by every dealer; expired when a
 * platform admin saves a manufacturer.
 */
export const makeLogos = cache((): Promise<Record<string, string>> =>
  cachedRead(['make-logos'], [MANUFACTURERS_TAG], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'manufacturers',
      where: { filename: { exists: true } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return Object.fromEntries(
      docs.filter((doc) => typeof doc.url === 'string' && doc.url).map((doc) => [doc.name, doc.url as string]),
    )
  }),
)
