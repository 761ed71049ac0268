import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { FinancePage, type FinanceQuery } from '@/app/[site]/finance/FinancePage'

// Another address of the finance enquiry page (the dealer's finance link setting picks the canonical one).
export { generateMetadata } from '../finance/page'
// As on /finance: the car it was opened for and who is signed in are read per request (Next
// reads this setting from each page file itself, so it is repeated here).
export const dynamic = 'force-dynamic'

export default async function FinanceRoute({ searchParams }: { searchParams: Promise<FinanceQuery> }) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return <FinancePage tenant={tenant} page="finance" path="/apply-for-finance" query={await searchParams} />
}
