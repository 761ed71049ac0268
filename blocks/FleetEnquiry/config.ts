import type { Block } from 'payload'

export const FleetEnquiryBlock: Block = {
  slug: 'fleetEnquiry',
  interfaceName: 'FleetEnquiryBlock',
  labels: { singular: 'Fleet enquiry', plural: 'Fleet enquiries' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Fleet and business enquiries' },
    {
      name: 'text',
      type: 'textarea',
      defaultValue:
        'Tell us about your business and the vehicles you need; our fleet team will be in touch within one business day.',
    },
    {
      name: 'thankYou',
      type: 'text',
      defaultValue: 'Thank you, our fleet team will be in touch within one business day.',
      admin: { description: 'Shown once the enquiry is sent. Each enquiry is stored under Leads.' },
    },
  ],
}
