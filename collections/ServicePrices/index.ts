import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { modelsInSeveralRows } from '@/domain/serviceAdvantage'
import { tenantContentAccess } from '../access/tenantContent'
import { idOf } from '@tenants/roles'

/** One default row per dealer, and each model priced in one row only. */
const oneDefaultAndOnePricePerModel: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const tenant = idOf(merged.tenant)
  if (tenant === null) return data
  const { docs: others } = await req.payload.find({
    collection: 'service-prices',
    where: {
      and: [
        { tenant: { equals: tenant } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const errors: { path: string; message: string }[] = []
  if (merged.isDefault && others.some((row) => row.isDefault)) {
    errors.push({ path: 'isDefault', message: 'This dealer already has a default row; edit that one instead.' })
  }
  if (!merged.isDefault && !(merged.models as string[] | undefined)?.length) {
    errors.push({ path: 'models', message: 'Name the models this price is for, or make it the default row.' })
  }
  const repeated = modelsInSeveralRows([...others, { models: merged.models as string[] | undefined }])
  if (repeated.length) {
    errors.push({ path: 'models', message: `Already priced in another row: ${repeated.join(', ')}.` })
  }
  if (errors.length) throw new ValidationError({ collection: 'service-prices', errors })
  return data
}

const whole = (name: string, label: string, description?: string) =>
  ({
    name,
    label,
    type: 'number',
    required: true,
    min: 1,
    admin: { step: 1, ...(description ? { description } : {}) },
  }) as const

/** Capped-price servicing (for example Toyota Service Advantage) per model, with one default row. */
export const ServicePrices: CollectionConfig = {
  slug: 'service-prices',
  labels: { singular: 'Service price', plural: 'Service prices' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'pricePerService', 'years', 'services', 'intervalMonths', 'intervalKm'],
    group: 'Dealership',
    description: 'Capped price per service for each model; models without a row use the default row.',
  },
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: { beforeValidate: [oneDefaultAndOnePricePerModel] },
  fields: [
    {
      name: 'label',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            siblingData.isDefault ? 'Default' : ((siblingData.models as string[] | undefined) ?? []).join(', '),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isDefault',
          label: 'Default row',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Applies to every model without its own row.' },
        },
        {
          name: 'models',
          type: 'text',
          hasMany: true,
          admin: { description: 'Model names as on the model pages, for example RAV4.' },
        },
      ],
    },
    {
      name: 'pricePerService',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Dollars per standard service.' },
    },
    { type: 'row', fields: [whole('years', 'Years'), whole('services', 'Number of services')] },
    {
      type: 'row',
      fields: [
        whole('intervalMonths', 'Every … months'),
        whole('intervalKm', 'or every … km'),
        whole('rangeKm', 'Covered up to … km'),
      ],
    },
  ],
}
