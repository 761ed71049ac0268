import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { latestOfferOf, runningOfferById } from '@/content/offers'
import { previewGranted } from '@/content/preview'
import { PreviewBanner } from '../preview-ui/PreviewBanner'
import { searchMetadata } from '@/content/searchMetadata'
import { plainText } from '@/domain/offerText'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { OfferView, offerPath } from '@/components/OfferView'

/**
 * The offer at `path`: a running one of the site, or in preview (a signed link from the
 * admin for this path) the latest draft of one of the site's own offers, whatever its dates.
 */
async function offerAt(id: string, path: string) {
  const tenant = await getSiteTenant()
  if (!tenant) return null
  const preview = await previewGranted(tenant, path)
  const offer = await (preview ? latestOfferOf(tenant, id) : runningOfferById(tenant, id))
  return offer ? { tenant, offer, preview } : null
}

export async function offerMetadata(id: string, path: string): Promise<Metadata> {
  const found = await offerAt(id, path)
  if (!found) return {}
  return searchMetadata({
    meta: found.offer.meta,
    name: found.offer.name,
    siteName: found.tenant.name,
    text: plainText(found.offer.description),
    canonical: offerPath(found.offer, found.tenant),
    preview: found.preview,
  })
}

/** One running offer of the site (its own or its group's shared one); anything else is a 404. */
export async function OfferPage({ id, path }: { id: string; path: string }) {
  const found = await offerAt(id, path)
  if (!found) notFound()
  return (
    <>
      {found.preview ? <PreviewBanner path={path} /> : null}
      <main id="main" className="site-main">
        <p>
          <Link href="/special-offers">All special offers</Link>
        </p>
        <OfferView offer={found.offer} tenant={found.tenant} variant="detail" />
      </main>
    </>
  )
}
