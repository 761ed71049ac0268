import { enquiryBlock } from '../fields/enquiryBlock'

export const FLEET_DEFAULTS = {
  heading: 'Fleet and business enquiries',
  text: 'Tell us about your business and the vehicles you need; our fleet team will be in touch within one business day.',
  thankYou: 'Thank you, our fleet team will be in touch within one business day.',
}

export const FleetEnquiryBlock = enquiryBlock({
  slug: 'fleetEnquiry',
  interfaceName: 'FleetEnquiryBlock',
  labels: { singular: 'Fleet enquiry', plural: 'Fleet enquiries' },
  defaults: FLEET_DEFAULTS,
  leadKind: 'fleet enquiry',
})
