import { LegalPageView, legalMetadata } from '../../legal/LegalPageView'

export const generateMetadata = () => legalMetadata('complaints')

export default function Page() {
  return <LegalPageView kind="complaints" />
}
