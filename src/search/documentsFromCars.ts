import type { Payload, PayloadRequest } from 'payload'
import type { Car, CarsSelect, Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { isIndexable, searchDocument, type DocumentTenant, type SearchDocument } from './document'

type Id = string | number

/** What a search document is made of (searchDocument, isIndexable): reading less than the whole car is what makes indexing fast. */
export const DOCUMENT_FIELDS = Object.fromEntries(
  [
    'tenant',
    'slug',
    'name',
    'year',
    'make',
    'model',
    'badge',
    'series',
    'colour',
    'simpleBody',
    'stockNumber',
    'categories',
    'carType',
    'status',
    'itemType',
    'simpleFuel',
    'simpleTransmission',
    'drive',
    'seats',
    'state',
    'city',
    'locationName',
    'lat',
    'lng',
    'tagOverride',
    'tag',
    'certified',
    'reserved',
    'heldUntil',
    'reserveOffered',
    'preorder',
    'price',
    'priceType',
    'beforePrice',
    'subscriptionPrice',
    'weeklyPayment',
    'monthlyPayment',
    'paymentRate',
    'paymentComparisonRate',
    'paymentTermYears',
    'km',
    'photosCount',
    'customRank',
    'featured',
    'images',
    'listedAt',
    'createdAt',
    'updatedAt',
    'soldAt',
    'showOnDealerWebsite',
    'hideFromWebsite',
  ].map((field) => [field, true]),
) as CarsSelect

async function tenantsById(payload: Payload, ids: Id[], req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { id: { in: [...new Set(ids.map(String))] } },
    select: { name: true, finance: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((t) => [
      String(t.id),
      { id: t.id, name: t.name, finance: siteSettings(t as Tenant).finance } satisfies DocumentTenant,
    ]),
  )
}

const tenantIdOf = (car: Car) => String(typeof car.tenant === 'object' && car.tenant ? car.tenant.id : car.tenant)

/** Splits cars into documents to index and ids to remove. */
export async function documentsFor(payload: Payload, cars: Car[], now = new Date(), req?: Partial<PayloadRequest>) {
  const tenants = await tenantsById(payload, cars.map(tenantIdOf), req)
  const upserts: SearchDocument[] = []
  const removals: string[] = []
  for (const car of cars) {
    const tenant = tenants.get(tenantIdOf(car))
    if (tenant && isIndexable(car, now)) upserts.push(searchDocument(car, tenant, now))
    else removals.push(String(car.id))
  }
  return { upserts, removals }
}
