import { OfferPage, offerMetadata } from '../../offerPage'

type Args = { params: Promise<{ manufacturer: string; id: string }> }

// The manufacturer segment is part of the address on multi-brand sites; the offer id decides.
export const generateMetadata = async ({ params }: Args) => offerMetadata((await params).id)

export default async function Page({ params }: Args) {
  return <OfferPage id={(await params).id} />
}
