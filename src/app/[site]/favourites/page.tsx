import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { stockSearchPath } from '@/domain/searchPaths'
import { FavouritesList } from '@/features/savedCars/ui/FavouritesList.client'
import { siteSettings } from '@tenants/settings'

export const metadata: Metadata = { title: 'Favourites', robots: { index: false, follow: true } }

/** /favourites: the cars this browser keeps as favourites, where the dealer offers favourites. */
export default async function FavouritesPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { features } = siteSettings(tenant)
  if (!features.favourites) notFound()
  return (
    <main id="main" className="site-main">
      <h1>Favourites</h1>
      <p>The cars you keep with the heart, saved in this browser only: no account needed.</p>
      <FavouritesList compare={features.compare} browseHref={stockSearchPath({})} />
      <noscript>
        <p>Your favourites are kept by your browser, which needs JavaScript turned on to show them.</p>
      </noscript>
    </main>
  )
}
