import { LegalPageView, legalMetadata } from '../legal/LegalPageView'

export const generateMetadata = () => legalMetadata('terms-of-use')

export default function Page() {
  return <LegalPageView kind="terms-of-use" />
}
