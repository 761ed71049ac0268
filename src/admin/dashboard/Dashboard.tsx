import Link from 'next/link'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { STOCK_ARRIVALS } from '@search-sync/importHistory'
import { ImportStatusBadge } from '../stock/ImportStatusBadge'
import { NightlyRetry } from '../stock/NightlyRetry'
import { dealerTime } from '../stock/stockPage'
import { dashboardFor, type DealerFigures } from './dashboardData'
import { DeliveryFixes, UndeliveredFigure } from './UndeliveredLeads'
import styles from './dashboard.module.css'

const leadsSince = (dealer: DealerFigures, since: string) =>
  `/admin/collections/leads?where[and][0][tenant][equals]=${dealer.tenant.id}&where[and][1][createdAt][greater_than_equal]=${encodeURIComponent(since)}`

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

function LastImport({ dealer }: { dealer: DealerFigures }) {
  const record = dealer.lastImport
  if (!record) return <>No import yet</>
  return (
    <>
      {dealerTime(record.startedAt ?? record.createdAt, dealer.timeZone)} · {STOCK_ARRIVALS[record.arrival]} ·{' '}
      <ImportStatusBadge record={record} />
      {record.received ? ` · ${plural(record.received, 'car')}` : ''}
      {record.rejectedCount ? ` · ${plural(record.rejectedCount, 'row')} rejected` : ''}
      {(record.status === 'failed' || record.status === 'refused') && record.message ? (
        <span className={styles.importProblem}>{record.message}</span>
      ) : null}
      {dealer.nightlyRetry ? (
        <NightlyRetry
          retry={dealer.nightlyRetry}
          timeZone={dealer.timeZone}
          syncHour={dealer.syncHour}
          why="the Stock page has each try"
        />
      ) : null}
    </>
  )
}

/**
 * The top of the admin's dashboard: per dealer, new leads today and in the last 7 days,
 * leads that have not reached the dealer (with what to do) and the last stock import; then what starts or ends this week and what
 * is scheduled to publish. Each figure links to the list or page behind it.
 */
export async function Dashboard({ payload, user }: { payload: Payload; user?: User | null }) {
  if (!user) return null
  const { dealers, comingUp, scheduled } = await dashboardFor(payload, user)
  if (!dealers.length) return null
  const many = dealers.length > 1
  return (
    <section id="dealer-dashboard" className={styles.dashboard} aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">{many ? 'Your dealers today' : `${dealers[0]!.tenant.name} today`}</h2>
      <div className={styles.dealers}>
        {dealers.map((dealer) => (
          <article key={dealer.tenant.id} className={styles.dealer} aria-label={dealer.tenant.name}>
            {many ? <h3>{dealer.tenant.name}</h3> : null}
            <dl>
              <div>
                <dt>New leads today</dt>
                <dd>
                  <Link href={leadsSince(dealer, dealer.since.today)}>{dealer.newLeads.today}</Link>
                </dd>
              </div>
              <div>
                <dt>Last 7 days</dt>
                <dd>
                  <Link href={leadsSince(dealer, dealer.since.week)}>{dealer.newLeads.week}</Link>
                </dd>
              </div>
              <UndeliveredFigure dealer={dealer} />
            </dl>
            <DeliveryFixes dealer={dealer} />
            <p className={styles.stock}>
              <Link href={`/admin/stock?dealer=${dealer.tenant.slug}`}>Last stock import</Link>:{' '}
              <LastImport dealer={dealer} />
            </p>
          </article>
        ))}
      </div>
      <div className={styles.lists}>
        <div>
          <h3>Starting or ending this week</h3>
          {comingUp.length ? (
            <ul>
              {comingUp.map((item) => (
                <li key={`${item.collection}-${item.id}-${item.change}`}>
                  <Link href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</Link>{' '}
                  <span className={styles.kind}>
                    (
                    {item.collection === 'offers'
                      ? 'offer'
                      : item.collection === 'promo-popups'
                        ? 'popup'
                        : 'promo card'}
                    {many ? `, ${item.dealer}` : ''})
                  </span>{' '}
                  {item.change} {dealerTime(item.at, item.timeZone)}
                </li>
              ))}
            </ul>
          ) : (
            <p>No offer, popup or promo card starts or ends in the next 7 days.</p>
          )}
        </div>
        <div>
          <h3>Scheduled to publish</h3>
          {scheduled.length ? (
            <ul>
              {scheduled.map((item) => (
                <li key={`${item.collection}-${item.id}-${item.at}`}>
                  <Link href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</Link>{' '}
                  <span className={styles.kind}>
                    ({item.collection === 'pages' ? 'page' : 'offer'}
                    {many ? `, ${item.dealer}` : ''})
                  </span>{' '}
                  {item.change === 'publish' ? 'goes live' : 'comes down'} {dealerTime(item.at, item.timeZone)}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing is scheduled. Schedule a page or offer from its Publish menu.</p>
          )}
        </div>
      </div>
    </section>
  )
}
