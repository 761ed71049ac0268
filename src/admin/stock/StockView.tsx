import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import type { Tenant, User } from '@/payload-types'
import { isPlatformAdmin } from '@tenants/roles'
import { importStatusNow } from '@search-sync/importHistory'
import { DealerPage } from '../DealerPage'
import { dealerStock, feedSourceText, zoneName } from './stockPage'
import { ImportHistory } from './ImportHistory'
import { NightlyRetry, syncHourText } from './NightlyRetry'
import { FollowUnfinishedImport, SyncNowButton } from './SyncNow.client'
import styles from './stock.module.css'

/**
 * /admin/stock: one dealer's stock feed, its daily schedule, the cars listed now and its last
 * 10 imports from every path (nightly, push, command line, Sync now) in the dealer's time,
 * with a Sync now button that queues an import and follows it until it has finished.
 */
export function StockView(view: AdminViewServerProps) {
  return (
    <DealerPage view={view} id="stock-page" title="Stock">
      {(dealer, user) => <DealerStockPanel dealer={dealer} user={user} view={view} />}
    </DealerPage>
  )
}

async function DealerStockPanel({ dealer, user, view }: { dealer: Tenant; user: User; view: AdminViewServerProps }) {
  const stock = await dealerStock(view.initPageResult.req.payload, user, dealer)
  const unfinished = stock.imports.some((i) => ['queued', 'running'].includes(importStatusNow(i)))
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Cars in stock</dt>
          <dd>{stock.listedCars}</dd>
        </div>
        <div>
          <dt>On the site</dt>
          <dd>{stock.onSite ?? 'Search is not answering'}</dd>
        </div>
        <div>
          <dt>Feed source</dt>
          <dd>
            {stock.feedSource
              ? feedSourceText(stock.feedSource, isPlatformAdmin(user))
              : 'None: the stock arrives when the dealer’s system pushes it'}
          </dd>
        </div>
        {stock.feedSource ? (
          <div>
            <dt>Daily import</dt>
            <dd>
              From {syncHourText(stock.syncHour)} {zoneName(stock.timeZone)}
              {stock.nightlyRetry ? (
                <NightlyRetry
                  retry={stock.nightlyRetry}
                  timeZone={stock.timeZone}
                  syncHour={stock.syncHour}
                  why="see the reason below"
                />
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {stock.onSite !== null && stock.siteRules.length ? (
        <p className={styles.siteRules}>
          The site lists {stock.siteRules.join('; ')} (the dealer’s Stock settings), so its count can differ from the
          cars in stock.
        </p>
      ) : null}
      {stock.feedSource && stock.maySync ? <SyncNowButton dealer={stock.tenant.slug} busy={unfinished} /> : null}
      {unfinished ? <FollowUnfinishedImport /> : null}
      <h2>Latest imports</h2>
      <ImportHistory imports={stock.imports} timeZone={stock.timeZone} />
      {isPlatformAdmin(user) ? (
        <p>
          <Link href="/admin/collections/payload-jobs">Job history</Link>: every queued, running and failed job of the
          server.
        </p>
      ) : null}
    </>
  )
}
