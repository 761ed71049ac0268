import type { Tab } from 'payload'
import { row, checkbox } from './fieldHelpers'
import { httpsUrl } from './validators'

/** Defaults of the reviews settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const reviewsDefaults = { minimumRating: 4, hideReviews: false } as const

export const reviewsTab: Tab = {
  name: 'reviews',
  label: 'Reviews',
  fields: [
    row(
      {
        name: 'minimumRating',
        type: 'number',
        min: 0,
        max: 5,
        defaultValue: reviewsDefaults.minimumRating,
        admin: { step: 0.1, description: 'Reviews show only when the average rating is above this.' },
      },
      checkbox('hideReviews', reviewsDefaults.hideReviews, 'Never show reviews.'),
    ),
    {
      name: 'reviewLink',
      type: 'text',
      validate: httpsUrl,
      admin: { description: 'Where “I had a great experience” sends customers.' },
    },
    row(
      {
        name: 'averageRating',
        type: 'number',
        admin: { readOnly: true, description: 'Kept current from the Reviews collection.' },
      },
      { name: 'count', type: 'number', admin: { readOnly: true } },
    ),
  ],
}
