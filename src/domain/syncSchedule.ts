/** The dealer-local calendar date and hour of an instant. */
export function localDateAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) }
}

/**
 * The daily stock import is due once per dealer-local day, from the dealer's sync hour
 * (default 02:00) on; a server that was down at that hour catches up later the same day.
 */
export function isSyncDue(now: Date, timeZone: string, syncHour: number, lastSyncedOn: string | null | undefined): boolean {
  const local = localDateAndHour(now, timeZone)
  return local.hour >= syncHour && (lastSyncedOn ?? '') < local.date
}
