import type { Tab } from 'payload'
import { row } from './fieldHelpers'
import { email, httpsUrl, phone } from './validators'

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
      validate: email,
      admin: { description: 'Where enquiries are sent.' },
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
