import { dealerPickedInAdmin } from '@tenants/adminDealer'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import type { Tenant, User } from '@/payload-types'
import { dealersOf } from './dealersOf'
import styles from './dealerPage.module.css'

/** The dealer named by ?dealer=, else the one picked in the admin's dealer selector, else the first. */
function chosenDealer(dealers: Tenant[], slug: unknown, selectedId: string | undefined): Tenant | undefined {
  return (
    dealers.find((d) => d.slug === slug) ?? dealers.find((d) => String(d.id) === selectedId) ?? dealers[0] ?? undefined
  )
}

/**
 * An admin page about one dealer (Stock, Public holidays): Payload's frame and menu, the
 * page's title, links to the user's other dealers, and the page's own content for the dealer
 * chosen. `id` names the content for tests and accessibility checks.
 */
export async function DealerPage({
  view: { initPageResult, params, searchParams },
  id,
  title,
  children,
}: {
  view: AdminViewServerProps
  id: string
  title: string
  children: (dealer: Tenant, user: User) => Promise<ReactNode> | ReactNode
}) {
  const { req } = initPageResult
  const user = req.user as User | null
  const dealers = user ? await dealersOf(req.payload, user) : []
  const dealer = chosenDealer(dealers, searchParams?.dealer, dealerPickedInAdmin(req.headers) ?? undefined)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className={styles.page}>
        <div id={id}>
          <h1>
            {title}
            {dealer ? `: ${dealer.name}` : ''}
          </h1>
          {dealers.length > 1 ? (
            <nav aria-label="Dealers" className={styles.dealers}>
              {dealers.map((d) => (
                <a key={d.id} href={`?dealer=${d.slug}`} aria-current={d.id === dealer?.id ? 'page' : undefined}>
                  {d.name}
                </a>
              ))}
            </nav>
          ) : null}
          {user && dealer ? (
            await children(dealer, user)
          ) : (
            <p>You do not work for any dealer site yet. A dealer admin can add you to theirs.</p>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
