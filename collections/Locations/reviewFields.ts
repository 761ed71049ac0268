import type { Field } from 'payload'
import { GOOGLE_PROFILE } from '@/integrations/reviews/googleBusinessProfile'

const readOnly = { readOnly: true } as const

/**
 * A location's rating: from its Google Business Profile where it names one (the reviews
 * import keeps it, with the reviews and replies), else the average of the reviews staff typed.
 */
export const locationReviewFields: Field[] = [
  {
    name: 'googleProfile',
    label: 'Google Business Profile',
    type: 'text',
    admin: {
      placeholder: 'accounts/123456789/locations/987654321',
      description:
        'The location’s Business Profile as Google’s API names it. With one, its Google rating and reviews with your replies are imported every six hours (Import Google reviews imports them now), and reviews typed here are kept apart from them.',
    },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && GOOGLE_PROFILE.test(value.trim()))
        ? true
        : 'Enter the profile as accounts/{account id}/locations/{location id}.',
  },
  {
    name: 'importReviews',
    type: 'ui',
    admin: { components: { Field: '/src/features/reviewsImport/ui/ImportReviewsButton#ImportReviewsButton' } },
  },
  {
    name: 'reviews',
    type: 'group',
    admin: { description: 'Kept by the platform: from Google, or from the reviews typed for this location.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'averageRating', type: 'number', min: 0, max: 5, admin: { step: 0.1, ...readOnly } },
          { name: 'count', type: 'number', min: 0, admin: { step: 1, ...readOnly } },
          {
            name: 'source',
            type: 'select',
            options: [
              { label: 'Google', value: 'google' },
              { label: 'Reviews typed here', value: 'typed' },
            ],
            admin: readOnly,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'importedAt', label: 'Last imported from Google', type: 'date', admin: readOnly },
          { name: 'importProblem', label: 'Last import failed because', type: 'text', admin: readOnly },
        ],
      },
    ],
  },
]
