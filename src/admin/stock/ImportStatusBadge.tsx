import type { StockImport } from '@/payload-types'
import { IMPORT_STATUSES, importStatusNow } from '@search-sync/importHistory'
import styles from './importStatus.module.css'

const STATUS_TEXT: Record<ReturnType<typeof importStatusNow>, string> = {
  ...IMPORT_STATUSES,
  interrupted: 'Stopped without finishing',
}

/** An import's outcome as a coloured badge (Stock page and dashboard), an interrupted one included. */
export function ImportStatusBadge({ record }: { record: Pick<StockImport, 'status' | 'createdAt'> }) {
  const status = importStatusNow(record)
  return (
    <span className={styles.status} data-status={status}>
      {STATUS_TEXT[status]}
    </span>
  )
}
