import { dealerTime, type NightlyRetryState } from './stockPage'
import styles from './stock.module.css'

/** The hour the daily import runs from: "2:00 am". */
export const syncHourText = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? 'am' : 'pm'}`

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
      {retry.next
        ? `tries again ${dealerTime(retry.next, timeZone)}`
        : `tries again tomorrow from ${syncHourText(syncHour)}`}{' '}
      ({why})
    </strong>
  )
}
