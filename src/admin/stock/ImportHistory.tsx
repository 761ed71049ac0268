import type { StockImport } from '@/payload-types'
import { importStatusNow, STOCK_ARRIVALS } from '@search-sync/importHistory'
import { ImportStatusBadge } from './ImportStatusBadge'
import { dealerTime } from './stockPage'
import styles from './stock.module.css'

const figure = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toLocaleString('en-AU'))

/** The dealer's last imports as a table: when (dealer's time), how, outcome, counts, and the rejected rows. */
export function ImportHistory({ imports, timeZone }: { imports: StockImport[]; timeZone: string }) {
  if (!imports.length) return <p>No import has run yet.</p>
  return (
    // A phone scrolls the table sideways inside its own box, not the page.
    <div className={styles.scroll} role="region" aria-label="Import history" tabIndex={0}>
      <table className={styles.history}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">How</th>
            <th scope="col">Outcome</th>
            <th scope="col">Cars in feed</th>
            <th scope="col">New</th>
            <th scope="col">Updated</th>
            <th scope="col">Unchanged</th>
            <th scope="col">Taken off sale</th>
            <th scope="col">Rows rejected</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((record) => {
            const status = importStatusNow(record)
            const rejected = record.rejected ?? []
            return (
              <tr key={record.id} data-status={status}>
                <td>{dealerTime(record.startedAt ?? record.createdAt, timeZone)}</td>
                <td>
                  {STOCK_ARRIVALS[record.arrival]}
                  {record.requestedBy ? <small> by {record.requestedBy}</small> : null}
                </td>
                <td>
                  <ImportStatusBadge record={record} />
                  {record.message ? <p className={styles.message}>{record.message}</p> : null}
                </td>
                <td>{figure(record.received)}</td>
                <td>{figure(record.created)}</td>
                <td>{figure(record.updated)}</td>
                <td>{figure(record.unchanged)}</td>
                <td>
                  {figure(record.markedSold)}
                  {status === 'refused' && record.wouldMarkSold ? (
                    <small> (would have been {figure(record.wouldMarkSold)})</small>
                  ) : null}
                </td>
                <td>
                  {rejected.length ? (
                    <details>
                      <summary>{figure(record.rejectedCount)}</summary>
                      <ul className={styles.rejected}>
                        {rejected.map((row) => (
                          <li key={row.id ?? row.line}>
                            Line {row.line}
                            {row.stockNumber ? ` (${row.stockNumber})` : ''}: {row.reason}
                          </li>
                        ))}
                      </ul>
                      {(record.rejectedCount ?? 0) > rejected.length ? (
                        <p>And {figure((record.rejectedCount ?? 0) - rejected.length)} more.</p>
                      ) : null}
                    </details>
                  ) : (
                    figure(record.rejectedCount)
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
