import type { TaskConfig } from 'payload'
import { reviewsSource } from '@/integrations/reviews/reviewsSource'
import { importGoogleReviews } from './importGoogleReviews'

/**
 * Every six hours, each location's Google reviews and rating (where the platform has Google
 * credentials and the location names its profile). A location that fails is retried on the
 * next run; the others are not held up by it.
 */
export const importReviewsTask: TaskConfig<'importGoogleReviews'> = {
  slug: 'importGoogleReviews',
  label: 'Import Google reviews',
  schedule: [{ cron: '0 7 */6 * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [{ name: 'imported', type: 'json' }],
  handler: async ({ req }) => {
    const source = reviewsSource()
    return { output: { imported: source ? await importGoogleReviews(req.payload, source) : [] } }
  },
}
