import { enquiryBlock } from '../fields/enquiryBlock'

export const CAREERS_DEFAULTS = {
  heading: 'Work with us',
  text: 'Tell us about yourself and the kind of role you are after; our team will be in touch when a position suits.',
  thankYou: 'Thank you for your interest in joining our team. We will be in touch.',
}

export const CareersEnquiryBlock = enquiryBlock({
  slug: 'careersEnquiry',
  interfaceName: 'CareersEnquiryBlock',
  labels: { singular: 'Careers enquiry', plural: 'Careers enquiries' },
  defaults: CAREERS_DEFAULTS,
  leadKind: 'careers enquiry',
})
