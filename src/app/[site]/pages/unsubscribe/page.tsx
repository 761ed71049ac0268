import { LegalPageView, legalMetadata } from '../../legal/LegalPageView'

export const generateMetadata = () => legalMetadata('unsubscribe')

export default function Page() {
  return <LegalPageView kind="unsubscribe" />
}
