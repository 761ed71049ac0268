import type { Metadata } from 'next'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { financePagePath } from '@/domain/siteLinks'
import { notFound } from 'next/navigation'
import { FinancePage, type FinanceQuery } from '@/app/[site]/finance/FinancePage'
import { siteSettings } from '@tenants/settings'

// Reads the car it was opened for (and who is signed in) per request; its data reads are still cached.
export const dynamic = 'force-dynamic'

/** Served at /finance, /finance-enquiry and /apply-for-finance; the dealer's finance link is the canonical one. */
export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getSiteTenant()
  return {
    title: 'Apply for Finance',
    alternates: { canonical: tenant ? financePagePath(siteSettings(tenant).links) : '/finance' },
  }
}

type Args = { searchParams: Promise<FinanceQuery> }

export default async function FinanceRoute({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return <FinancePage tenant={tenant} page="finance" path="/finance" query={await searchParams} />
}
