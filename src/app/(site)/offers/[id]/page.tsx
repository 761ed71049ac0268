import { OfferPage, offerMetadata } from '../offerPage'

type Args = { params: Promise<{ id: string }> }

export const generateMetadata = async ({ params }: Args) => offerMetadata((await params).id)

export default async function Page({ params }: Args) {
  return <OfferPage id={(await params).id} />
}
