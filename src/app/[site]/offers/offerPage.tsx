import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { runningOfferById } from '@/content/offers'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { OfferView, offerPath } from '@/components/OfferView'

async function runningOffer(id: string) {
  const tenant = await getSiteTenant()
  if (!tenant) return null
  const offer = await runningOfferById(tenant, id)
  return offer ? { tenant, offer } : null
}

export async function offerMetadata(id: string): Promise<Metadata> {
  const found = await runningOffer(id)
  if (!found) return {}
  return { title: found.offer.name, alternates: { canonical: offerPath(found.offer, found.tenant) } }
}

/** One running offer of the site (its own or its group's shared one); anything else is a 404. */
export async function OfferPage({ id }: { id: string }) {
  const found = await runningOffer(id)
  if (!found) notFound()
  return (
    <main id="main" className="site-main">
      <p>
        <Link href="/special-offers">All special offers</Link>
      </p>
      <OfferView offer={found.offer} tenant={found.tenant} variant="detail" />
    </main>
  )
}
