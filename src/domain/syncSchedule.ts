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
