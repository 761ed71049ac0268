import type { Block } from 'payload'
import { linkField } from '../fields/link'

const opensQuickEnquiry = (sibling: Record<string, unknown> | undefined) => sibling?.buttonAction === 'quickEnquiry'
// A link is needed unless the button opens the quick enquiry.
const buttonLink = linkField('buttonLink', 'Button link', (sibling) => !opensQuickEnquiry(sibling))

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Enquire Now' },
        {
          name: 'buttonAction',
          label: 'The button',
          type: 'select',
          required: true,
          defaultValue: 'link',
          options: [
            { label: 'Goes to a link', value: 'link' },
            { label: 'Opens the quick enquiry form', value: 'quickEnquiry' },
          ],
          admin: {
            description:
              'The quick enquiry asks only name, postcode, phone, e-mail and dealership, in a window over the page; each one is stored under Leads.',
          },
        },
        { ...buttonLink, admin: { ...buttonLink.admin, condition: (_, sibling) => !opensQuickEnquiry(sibling) } },
      ],
    },
  ],
}
