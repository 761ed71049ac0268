import type { CareersEnquiryBlock as CareersEnquiryData, Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { EnquiryBlockView } from '../fields/EnquiryBlockView'
import { CAREERS_DEFAULTS } from './config'

/** A careers enquiry (spec: event 51): heading and text from the page, the form stored as a lead. */
export function CareersEnquiryBlock({ block, tenant }: { block: CareersEnquiryData; tenant: Tenant }) {
  return (
    <EnquiryBlockView
      block={block}
      tenant={tenant}
      category="careers"
      name="careers"
      submitLabel={siteSettings(tenant).wording.submitLabel}
      defaults={CAREERS_DEFAULTS}
    />
  )
}
