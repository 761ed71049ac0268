import type { Payload } from 'payload'
import { repeatEvery } from '@/lib/repeating'
import { pruneJobHistory } from './jobHistory'

/**
 * The queues this server works, in order: lead delivery first (a visitor's enquiry should
 * reach the dealer within seconds), stock syncs (queued by the nightly task's schedule) and
 * `default`, where Payload queues scheduled publishing and unpublishing.
 */
export const WORKED_QUEUES = ['leads', 'stock', 'default'] as const

/**
 * One pass over the queues: queue what is due by schedule, then run the waiting jobs one
 * at a time. One at a time on purpose: the embedded SQLite database takes one writer, and
 * Payload's own autoRun starts every job of every queue at once, so two due jobs (a stock
 * sync and a scheduled publish, or two publishes) failed with "database is locked".
 */
export async function workJobQueues(payload: Payload, now = new Date()): Promise<void> {
  if (payload.config.jobs.scheduling) await payload.jobs.handleSchedules({ allQueues: true })
  for (const queue of WORKED_QUEUES) await payload.jobs.run({ queue, limit: 20, sequential: true, silent: true })
  if (now.getTime() - lastPruned >= PRUNE_EVERY_MS) {
    lastPruned = now.getTime()
    await pruneJobHistory(payload, now)
  }
}

/** The job history is pruned once an hour, not on every pass. */
const PRUNE_EVERY_MS = 60 * 60 * 1000
let lastPruned = 0

/** Works the queues every `intervalMs` in this process, never two passes at once. */
export function startJobWorker(payload: Payload, intervalMs = 10_000): () => void {
  return repeatEvery(
    intervalMs,
    () => workJobQueues(payload),
    (err) => payload.logger.error({ err, msg: 'The job worker failed; it tries again on its next pass' }),
  )
}
