import { localTime } from './dates'

/**
 * The daily stock import is due once per dealer-local day, from the dealer's sync hour
 * (default 02:00) on; a server that was down at that hour catches up later the same day.
 */
export function isSyncDue(
  now: Date,
  timeZone: string,
  syncHour: number,
  lastSyncedOn: string | null | undefined,
): boolean {
  const local = localTime(now, timeZone)
  return local.hour >= syncHour && (lastSyncedOn ?? '') < local.date
}

/**
 * After a failed scheduled import (the feed's server down, a lost database connection), the
 * next tries wait 15, 30, 60 and 120 minutes; after the fifth failure of a day the dealer
 * waits for the next day's sync hour (and staff see every failure and its reason).
 */
export const NIGHTLY_RETRY_DELAYS_MIN = [15, 30, 60, 120] as const

/**
 * When a due import may run, given the times of today's failed scheduled imports (oldest
 * first): now, a time to wait for, or null when the day's tries are used up.
 */
export function nextScheduledTry(failuresToday: Date[], now: Date): Date | null {
  if (failuresToday.length === 0) return now
  const delay = NIGHTLY_RETRY_DELAYS_MIN[failuresToday.length - 1]
  if (delay === undefined) return null
  const at = new Date(failuresToday.at(-1)!.getTime() + delay * 60_000)
  return at > now ? at : now
}
