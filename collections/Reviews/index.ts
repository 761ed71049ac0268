import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { ratingProblem, showReviews } from '@/domain/reviews'
import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { NO_DOCUMENTS, tenantContentAccess } from '../access/tenantContent'
import { REVIEWS_IMPORT } from '@/features/reviewsImport/ratings'
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

/** Google's reviews are Google's: only the import writes them; staff type reviews of their own. */
const importedReviewsStayAsGoogleHasThem: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (context[REVIEWS_IMPORT]) return data
  if (originalDoc?.source === 'google')
    throw new APIError('This review is Google’s: it changes when the customer changes it on Google.', 403, null, true)
  return { ...data, source: 'typed', externalId: null }
}

/**
 * Customer reviews per location: those typed by staff, and those the import brings from a
 * location's Google Business Profile (with the dealer's replies), each labelled. Each save
 * keeps the location's and dealer's rating current.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'rating', 'location', 'reviewDate', 'source'],
    group: 'Dealership',
  },
  defaultSort: '-reviewDate',
  access: tenantContentAccess({ hasDrafts: false, publicScope: reviewsShownOn }),
  hooks: {
    beforeChange: [importedReviewsStayAsGoogleHasThem],
    afterChange: [updateAggregatesAfterChange],
    afterDelete: [updateAggregatesAfterDelete],
  },
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
    {
      name: 'text',
      type: 'textarea',
      // Google takes a rating without words; a review typed here has them.
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
        siblingData?.source === 'google' || (typeof value === 'string' && value.trim()) ? true : 'Enter the review.',
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    {
      name: 'source',
      label: 'From',
      type: 'select',
      defaultValue: 'typed',
      options: [
        { label: 'Typed by staff', value: 'typed' },
        { label: 'Google', value: 'google' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'externalId',
      label: 'Google review id',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => data?.source === 'google' },
    },
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
