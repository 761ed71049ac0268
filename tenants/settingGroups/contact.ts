import type { Tab } from 'payload'
import { row } from './fieldHelpers'
import { emailList, httpsUrl, phone } from './validators'

export const contactTab: Tab = {
  name: 'contact',
  label: 'Contact',
  fields: [
    row(
      { name: 'mainPhone', type: 'text', validate: phone },
      { name: 'salesPhone', type: 'text', validate: phone },
      { name: 'servicePhone', type: 'text', validate: phone },
      { name: 'partsPhone', type: 'text', validate: phone },
    ),
    {
      name: 'leadEmail',
      label: 'E-mail for leads',
      type: 'text',
      validate: emailList,
      admin: {
        description:
          'Every enquiry from the site is e-mailed here as soon as it is stored (several addresses: separate them with commas). Delivery is recorded on each lead.',
      },
    },
    {
      name: 'social',
      type: 'group',
      fields: [
        row(
          { name: 'facebook', type: 'text', validate: httpsUrl },
          { name: 'instagram', type: 'text', validate: httpsUrl },
          { name: 'youtube', label: 'YouTube', type: 'text', validate: httpsUrl },
        ),
        row(
          { name: 'linkedin', label: 'LinkedIn', type: 'text', validate: httpsUrl },
          { name: 'tiktok', label: 'TikTok', type: 'text', validate: httpsUrl },
        ),
      ],
    },
  ],
}
