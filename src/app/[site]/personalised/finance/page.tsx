import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { PERSONALISED_FINANCE_PATH } from '@/domain/siteLinks'
import { FinancePage, type FinanceQuery } from '@/app/[site]/finance/FinancePage'

// One visitor's finance page (their details filled in): per request, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your Personalised Finance', robots: { index: false, follow: false } }

/** /personalised/finance?car_id={slug} (spec): a car's finance with the broker's quote first; signed in first where the dealer asks. */
export default async function PersonalisedFinanceRoute({ searchParams }: { searchParams: Promise<FinanceQuery> }) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return (
    <FinancePage
      tenant={tenant}
      page="personalised-finance"
      path={PERSONALISED_FINANCE_PATH}
      query={await searchParams}
    />
  )
}
