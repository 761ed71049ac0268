import { LegalPageView, legalMetadata } from '../legal/LegalPageView'

export const generateMetadata = () => legalMetadata('privacy-policy')

export default function Page() {
  return <LegalPageView kind="privacy-policy" />
}
