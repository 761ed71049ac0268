import type { Tab } from 'payload'

/** Defaults of the wording settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const wordingDefaults = {
  enquiryTerm: 'Enquiry',
  optInText: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  // Australia's Spam Act asks for express consent: the box starts unticked unless a dealer decides otherwise.
  optInTicked: false,
  closedWeekendText: 'closed',
  // Spec: general enquiry, contact and careers forms send with 'Enquire Now' ('Message Now' on some sites).
  submitLabel: 'Enquire Now',
} as const

export const SUBMIT_LABELS = ['Enquire Now', 'Message Now'] as const

export const wordingTab: Tab = {
  name: 'wording',
  label: 'Wording',
  fields: [
    {
      name: 'enquiryTerm',
      type: 'text',
      defaultValue: wordingDefaults.enquiryTerm,
      admin: { description: 'The word used instead of “Enquiry” in form categories.' },
    },
    {
      name: 'submitLabel',
      label: 'Enquiry forms’ send button',
      type: 'select',
      defaultValue: wordingDefaults.submitLabel,
      options: [...SUBMIT_LABELS],
      admin: { description: 'On the contact page’s form, careers forms and quick enquiries.' },
    },
    {
      name: 'optInText',
      type: 'textarea',
      defaultValue: wordingDefaults.optInText,
      admin: { description: 'Marketing opt-in checkbox text on forms.' },
    },
    {
      name: 'optInTicked',
      label: 'Opt-in box starts ticked',
      type: 'checkbox',
      defaultValue: wordingDefaults.optInTicked,
      admin: {
        description:
          'Leave off unless your legal advice says otherwise: Australia’s Spam Act asks for express consent, so the box starts unticked and the visitor ticks it.',
      },
    },
    {
      name: 'enquiryDisclaimer',
      type: 'textarea',
      admin: {
        description:
          'Terms shown above the send button of enquiry forms; when set, visitors must tick that they agree before sending.',
      },
    },
    {
      name: 'closedWeekendText',
      type: 'select',
      defaultValue: wordingDefaults.closedWeekendText,
      options: [
        { label: 'Closed', value: 'closed' },
        { label: 'By appointment only', value: 'appointment' },
        { label: 'An Enquire Now link', value: 'enquire' },
      ],
      admin: { description: 'What a closed Saturday or Sunday says on location cards.' },
    },
  ],
}
