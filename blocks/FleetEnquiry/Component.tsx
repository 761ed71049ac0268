import type { FleetEnquiryBlock as FleetEnquiryData, Tenant } from '@/payload-types'
import { EnquiryBlockView } from '../fields/EnquiryBlockView'
import { FLEET_DEFAULTS } from './config'

/** A fleet enquiry: heading and text from the page, the Get In Touch form stored as a lead (event 19). */
export function FleetEnquiryBlock({ block, tenant }: { block: FleetEnquiryData; tenant: Tenant }) {
  return (
    <EnquiryBlockView
      block={block}
      tenant={tenant}
      category="fleet"
      name="fleet"
      submitLabel="Get In Touch"
      defaults={{ heading: 'Fleet enquiries', thankYou: FLEET_DEFAULTS.thankYou }}
    />
  )
}
