import type { Tab } from 'payload'
import { dealerAdmins, row } from './fieldHelpers'
import { emailList, httpsUrl, optional, phone, webhookUrl } from './validators'

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
      name: 'leadEmailAdf',
      label: 'Attach ADF/XML to lead e-mails',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Attach each lead as an ADF file (lead.xml), the auto-industry lead format, for a CRM that reads leads from a mailbox.',
      },
    },
    row(
      {
        name: 'leadWebhookUrl',
        label: 'Lead webhook (CRM)',
        type: 'text',
        validate: webhookUrl,
        admin: {
          description:
            'Every lead is also POSTed here, signed with the key beside it (header X-Signature: sha256=<HMAC of the body>).',
        },
      },
      {
        name: 'leadWebhookFormat',
        label: 'Webhook format',
        type: 'select',
        defaultValue: 'json',
        options: [
          { label: 'JSON', value: 'json' },
          { label: 'ADF/XML (auto-industry lead format)', value: 'adf' },
        ],
        admin: { description: 'What the webhook receives: JSON, or ADF/XML for a CRM that takes ADF leads.' },
      },
      {
        name: 'leadWebhookSecret',
        label: 'Webhook signing key',
        type: 'text',
        validate: optional((value) => (value.trim().length >= 16 ? true : 'Use a key of at least 16 characters.')),
        // The webhook's signing key: read only by the dealer's admins and the platform admin.
        access: { read: dealerAdmins },
        admin: {
          description: 'At least 16 characters; give the same key to the CRM to check each lead came from this site.',
        },
      },
    ),
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
