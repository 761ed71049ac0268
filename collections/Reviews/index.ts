import type { CollectionConfig, PayloadRequest, Where } from 'payload'
import { ratingProblem, showReviews } from '@/domain/reviews'
import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { NO_DOCUMENTS, tenantContentAccess } from '../access/tenantContent'
import { updateAggregatesAfterChange, updateAggregatesAfterDelete } from './hooks/updateAggregates'
import { dayPicker } from '@blocks/fields/datePickers'

/**
 * The reviews the dealer's site shows (src/domain/reviews showReviews): none while reviews
 * are hidden; all of them while the dealer's average is above its minimum (the reviews
 * block without a location lists them all); otherwise those of locations whose own average is.
 */
async function reviewsShownOn(tenant: Tenant, req: PayloadRequest): Promise<Where> {
  const { reviews } = siteSettings(tenant)
  const own: Where = { tenant: { equals: tenant.id } }
  if (reviews.hideReviews) return NO_DOCUMENTS
  if (showReviews(tenant.reviews?.averageRating, reviews.minimumRating, false)) return own
  const { docs } = await req.payload.find({
    collection: 'locations',
    where: own,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { reviews: true },
    req,
  })
  const shown = docs
    .filter((location) => showReviews(location.reviews?.averageRating, reviews.minimumRating, false))
    .map((location) => location.id)
  return shown.length ? { and: [own, { location: { in: shown } }] } : NO_DOCUMENTS
}

/** Customer reviews per location; each save keeps the location’s and dealer’s rating current. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'rating', 'location', 'reviewDate'],
    group: 'Dealership',
  },
  defaultSort: '-reviewDate',
  access: tenantContentAccess({ hasDrafts: false, publicScope: reviewsShownOn }),
  hooks: { afterChange: [updateAggregatesAfterChange], afterDelete: [updateAggregatesAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        {
          name: 'rating',
          type: 'number',
          required: true,
          admin: { step: 0.1, description: '1 to 5, one decimal place.' },
          validate: (value: unknown) => ratingProblem(value) ?? true,
        },
        {
          name: 'reviewDate',
          type: 'date',
          required: true,
          admin: { date: dayPicker },
        },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    {
      type: 'collapsible',
      label: 'Dealer reply',
      fields: [
        { name: 'replyText', type: 'textarea' },
        {
          name: 'replyDate',
          type: 'date',
          admin: { date: dayPicker },
        },
      ],
    },
  ],
}
