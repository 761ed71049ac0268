import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { notFoundOrRedirect } from '@/app/[site]/notFoundOrRedirect'
import { OfferPage, offerMetadata } from '../offerPage'
import { renderOnDemand } from '../../renderOnDemand'

export const generateStaticParams = renderOnDemand

type Args = { params: Promise<{ path: string[] }> }

/** /offers/<id>, or /offers/<make>/<id> on multi-brand sites: the offer id decides. */
const offerId = (path: string[]) => (path.length === 1 || path.length === 2 ? path.at(-1)! : null)

export async function generateMetadata({ params }: Args) {
  const { path } = await params
  const id = offerId(path)
  return id ? offerMetadata(id, `/offers/${path.join('/')}`) : {}
}

export default async function Page({ params }: Args) {
  const { path } = await params
  const id = offerId(path)
  if (!id) {
    const tenant = await getSiteTenant()
    if (!tenant) notFound()
    return notFoundOrRedirect(tenant, `/offers/${path.join('/')}`)
  }
  return <OfferPage id={id} path={`/offers/${path.join('/')}`} />
}
