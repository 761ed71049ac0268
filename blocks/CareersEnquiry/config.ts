import type { Block } from 'payload'

export const CareersEnquiryBlock: Block = {
  slug: 'careersEnquiry',
  interfaceName: 'CareersEnquiryBlock',
  labels: { singular: 'Careers enquiry', plural: 'Careers enquiries' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Work with us' },
    {
      name: 'text',
      type: 'textarea',
      defaultValue:
        'Tell us about yourself and the kind of role you are after; our team will be in touch when a position suits.',
    },
    {
      name: 'thankYou',
      type: 'text',
      defaultValue: 'Thank you for your interest in joining our team. We will be in touch.',
      admin: {
        description: 'Shown once the enquiry is sent. Each enquiry is stored under Leads as a careers enquiry.',
      },
    },
  ],
}
