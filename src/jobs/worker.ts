import type { Payload } from 'payload'
import { repeatEvery } from '@/lib/repeating'
import { sharedRedis } from '@/redis/connection'
import { releaseHeldLocks, whileLocked } from '@/redis/lock'
import { pruneJobHistory } from './jobHistory'

/**
 * The queues this server works, each in a loop of its own so a long stock import never holds
 * up a lead: lead delivery (a visitor's enquiry should reach the dealer within seconds), stock
 * syncs (queued by the nightly task's schedule) and `default`, where Payload queues scheduled
 * publishing and unpublishing. Within a queue, one job at a time (Payload's own autoRun
 * starts every due job at once, which SQLite's one writer refused with "database is locked").
 */
export const WORKED_QUEUES = ['leads', 'stock', 'default'] as const
export type WorkedQueue = (typeof WORKED_QUEUES)[number]

/** How often each queue is looked at. */
export const QUEUE_EVERY_MS: Record<WorkedQueue, number> = { leads: 3_000, stock: 10_000, default: 10_000 }

/** Longest one pass goes on taking batches of waiting jobs before the queue's next pass. */
const PASS_MS = 60_000

/**
 * How long a queue's lock outlives an instance that died holding it (REDIS_URL): after this,
 * another instance works the queue and takes up the job the dead one left running.
 */
export const QUEUE_LOCK_MS = 30_000

/**
 * One pass over one queue, by one instance at a time: jobs it finds still marked running were
 * left so by a worker that died mid-job (none of this queue runs anywhere while the lock is
 * held), and are run again. Then the waiting jobs, one by one, until none is left.
 */
export async function workQueue(payload: Payload, queue: WorkedQueue): Promise<'ran' | 'busy'> {
  return exclusively(`jobs:${queue}`, async () => {
    working.add(queue)
    try {
      await workWaitingJobs(payload, queue)
    } finally {
      working.delete(queue)
    }
  })
}

/** The queues this process is working now, and whether it is stopping (no new batch then). */
const working = new Set<WorkedQueue>()
let stopping = false

async function workWaitingJobs(payload: Payload, queue: WorkedQueue): Promise<void> {
  await takeUpAbandonedJobs(payload, queue)
  // A burst of leads is worked through in one pass, not 20 every few seconds.
  const until = Date.now() + PASS_MS
  while (Date.now() < until && !stopping) {
    const { jobStatus } = await payload.jobs.run({ queue, limit: 20, sequential: true, silent: true })
    if (Object.keys(jobStatus ?? {}).length === 0) break
  }
}

/** Queues what is due by schedule (the nightly stock sync), once across the instances. */
export async function queueScheduledJobs(payload: Payload): Promise<void> {
  if (!payload.config.jobs.scheduling) return
  await exclusively('jobs:schedules', () => payload.jobs.handleSchedules({ allQueues: true }).then(() => {}))
}

/** Every queue once, in order: the schedules first. What tests and the CLI call. */
export async function workJobQueues(payload: Payload, now = new Date()): Promise<void> {
  await queueScheduledJobs(payload)
  for (const queue of WORKED_QUEUES) await workQueue(payload, queue)
  await pruneOccasionally(payload, now)
}

/** Marks the queue's jobs still running as waiting again, so the queue takes them up. */
async function takeUpAbandonedJobs(payload: Payload, queue: WorkedQueue): Promise<void> {
  // A read first: an update on every pass would take SQLite's write lock every few seconds.
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: queue } }, { processing: { equals: true } }] },
    select: { taskSlug: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length === 0) return
  await payload.update({
    collection: 'payload-jobs',
    where: { id: { in: docs.map((job) => job.id) } },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  for (const job of docs)
    payload.logger.warn({ msg: `Taking up job ${job.id} (${job.taskSlug}) again: the worker running it stopped` })
}

/** With REDIS_URL the named work runs on one instance at a time; without, this process is the only one. */
async function exclusively(name: string, task: () => Promise<void>): Promise<'ran' | 'busy'> {
  const redis = sharedRedis()
  if (!redis) {
    await task()
    return 'ran'
  }
  return whileLocked(redis, name, QUEUE_LOCK_MS, task)
}

/** The job history is pruned once an hour, not on every pass. */
const PRUNE_EVERY_MS = 60 * 60 * 1000
let lastPruned = 0
async function pruneOccasionally(payload: Payload, now: Date): Promise<void> {
  if (now.getTime() - lastPruned < PRUNE_EVERY_MS) return
  lastPruned = now.getTime()
  await pruneJobHistory(payload, now)
}

/**
 * Works each queue in its own loop in this process (never two passes of one queue at once).
 * Returns a stop function: no pass starts after it; the passes under way get `withinMs` to
 * finish, and a job still running then is released (marked waiting, its queue's lock given
 * up) for another instance, or this one after its restart, to take up.
 */
export function startJobWorker(payload: Payload): (withinMs: number) => Promise<void> {
  const report = (what: string) => (err: unknown) =>
    payload.logger.error({ err, msg: `The job worker failed (${what}); it tries again on its next pass` })
  stopping = false
  const stops = [
    repeatEvery(QUEUE_EVERY_MS.stock, () => queueScheduledJobs(payload), report('schedules')),
    repeatEvery(QUEUE_EVERY_MS.default, () => pruneOccasionally(payload, new Date()), report('history')),
    ...WORKED_QUEUES.map((queue) => repeatEvery(QUEUE_EVERY_MS[queue], () => workQueue(payload, queue), report(queue))),
  ]
  return async (withinMs) => {
    stopping = true
    const finished = Promise.all(stops.map((stop) => stop())).then(() => true)
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs).unref())
    if (await Promise.race([finished, late])) return
    const queues = [...working]
    for (const queue of queues) await takeUpAbandonedJobs(payload, queue)
    const redis = sharedRedis()
    if (redis) await releaseHeldLocks(redis)
    payload.logger.warn({ msg: `Stopping with jobs of ${queues.join(', ')} running: released for another worker` })
  }
}
