import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { carCardSettings } from '@/components/carCardSettings'
import { compareSlugsOf, COMPARE_LIMIT } from '@/domain/shortlist'
import { stockSearchPath } from '@/domain/searchPaths'
import { compareGroups, comparedCars } from '@/features/savedCars/compare'
import { CompareTable } from '@/features/savedCars/ui/CompareTable'
import { CompareFromBrowser } from '@/features/savedCars/ui/CompareLinks.client'
import { siteSettings } from '@tenants/settings'

// The cars are in the address: each choice is its own page, read with today's stock.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Compare cars', robots: { index: false, follow: true } }

type Args = { searchParams: Promise<{ cars?: string | string[] }> }

/** /compare?cars={slug},{slug}: up to four cars side by side, where the dealer offers compare. */
export default async function ComparePage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant || !siteSettings(tenant).features.compare) notFound()
  const slugs = compareSlugsOf((await searchParams).cars)
  const cars = slugs.length ? await comparedCars(tenant, slugs) : []
  return (
    <main id="main" className="site-main">
      <h1>Compare cars</h1>
      {cars === 'unavailable' ? (
        <p role="alert">Our stock cannot be shown at the moment. Please try again shortly.</p>
      ) : cars.length ? (
        <CompareTable
          cars={cars}
          groups={compareGroups(tenant, cars, new Date())}
          finance={carCardSettings(tenant).finance}
        />
      ) : (
        <>
          <CompareFromBrowser />
          <p>
            No cars to compare yet. Press Compare on up to {COMPARE_LIMIT} cars, then come back here to see them side by
            side.
          </p>
          <p>
            <a className="button" href={stockSearchPath({})}>
              Browse our cars
            </a>
          </p>
        </>
      )}
    </main>
  )
}
