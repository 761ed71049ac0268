import Link from 'next/link'
import { deliveryFixes, UNDELIVERED_STATUSES, undeliveredCount } from '@/domain/leadDelivery'
import type { DealerFigures } from './dashboardData'
import styles from './dashboard.module.css'

const undeliveredLeads = (dealer: DealerFigures) =>
  `/admin/collections/leads?where[and][0][tenant][equals]=${dealer.tenant.id}&${UNDELIVERED_STATUSES.map(
    (status, i) => `where[and][1][deliveryStatus][in][${i}]=${status}`,
  ).join('&')}`

/** The dashboard's count of a dealer's leads that have not reached it, a click from the list. */
export function UndeliveredFigure({ dealer }: { dealer: DealerFigures }) {
  const count = undeliveredCount(dealer.undelivered)
  return (
    <div>
      <dt>Not reached the dealer</dt>
      <dd data-alert={count > 0 || undefined}>
        <Link href={undeliveredLeads(dealer)}>{count}</Link>
      </dd>
    </div>
  )
}

/** Under a dealer's figures: what to do about the leads that have not reached it, each fix in a line. */
export function DeliveryFixes({ dealer }: { dealer: DealerFigures }) {
  const fixes = deliveryFixes(dealer.undelivered, dealer.undelivered)
  if (!fixes.length) return null
  return (
    <ul className={styles.fixes} aria-label="Leads that have not reached the dealer">
      {fixes.map((fix) => (
        <li key={fix.kind + fix.text} data-kind={fix.kind}>
          {fix.text}{' '}
          {fix.kind === 'settings' ? (
            <Link href={`/admin/collections/tenants/${dealer.tenant.id}`}>Open the dealer’s settings</Link>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
