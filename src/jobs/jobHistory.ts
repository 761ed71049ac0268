import type { CollectionConfig, Payload } from 'payload'
import { isPlatformAdmin, type RoleBearer } from '@tenants/roles'

/** How long finished jobs stay in the history: long enough to look back over a fortnight's syncs and deliveries. */
export const JOB_HISTORY_DAYS = 14

const platformAdmin = ({ req }: { req: { user?: unknown } }) => isPlatformAdmin(req.user as RoleBearer | null)

/**
 * Payload's jobs collection as the job history: platform admins read it (the queued, running,
 * failed and finished jobs of the server) under Platform in the admin; nobody edits it, and
 * dealer staff never see it (a job's input names leads and imports of every dealer).
 */
export function jobHistoryCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }) {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Job history' },
    access: { ...defaultJobsCollection.access, read: platformAdmin },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Platform',
      hidden: ({ user }: { user: unknown }) => !isPlatformAdmin(user as RoleBearer | null),
      defaultColumns: ['taskSlug', 'queue', 'createdAt', 'completedAt', 'hasError', 'totalTried'],
    },
    defaultSort: '-createdAt',
  } satisfies CollectionConfig
}

/** Drops finished jobs older than the history keeps; unfinished and failed-for-good ones stay until then too. */
export async function pruneJobHistory(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { less_than: new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000).toISOString() } },
    overrideAccess: true,
  })
}
