import { dealerTime } from './stockPage'
import styles from './stock.module.css'

const hour = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? 'am' : 'pm'}`

export type NightlyRetryState = { failures: number; next: string | null }

/** Today's failed scheduled import and when it is tried again (Stock page and dashboard). */
export function NightlyRetry({
  retry,
  timeZone,
  syncHour,
  why,
}: {
  retry: NightlyRetryState
  timeZone: string
  syncHour: number
  /** Where the reason is shown. */
  why: string
}) {
  const times = retry.failures === 1 ? 'once' : `${retry.failures} times`
  return (
    <strong className={styles.retry}>
      Failed {times} today;{' '}
      {retry.next ? `tries again ${dealerTime(retry.next, timeZone)}` : `tries again tomorrow from ${hour(syncHour)}`} (
      {why})
    </strong>
  )
}

export { hour as syncHourText }
