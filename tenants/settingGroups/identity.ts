import type { Tab } from 'payload'
import { isValidAbn } from '@/domain/abn'
import { DEALER_TIME_ZONES } from '@/domain/timeZones'
import { DEFAULT_TIME_ZONE } from '@/domain/timeZones'
import { isTagManagerId } from '@/integrations/tagManager'
import { row } from './fieldHelpers'
import { optional } from './validators'

/** Defaults of the identity settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const identityDefaults = { timeZone: DEFAULT_TIME_ZONE } as const

export const identityTab: Tab = {
  name: 'identity',
  label: 'Identity',
  fields: [
    { name: 'legalName', type: 'text', admin: { description: 'Registered business name, shown in legal text.' } },
    {
      name: 'manufacturer',
      type: 'text',
      admin: {
        description: 'Single-brand dealers: the make they represent, for example Toyota.',
        condition: (data) => data?.template === 'brand',
      },
    },
    row(
      { name: 'dealerLicenceNumber', type: 'text' },
      { name: 'motorVehicleRepairerNumber', type: 'text' },
      {
        name: 'abn',
        label: 'ABN',
        type: 'text',
        validate: optional((value) =>
          isValidAbn(value) ? true : 'Enter the 11-digit ABN, for example 51 824 753 556.',
        ),
      },
    ),
    {
      name: 'timeZone',
      type: 'select',
      defaultValue: identityDefaults.timeZone,
      options: DEALER_TIME_ZONES.map((zone) => ({ ...zone })),
      admin: { description: 'Dates of offers, promotions and opening hours are entered and shown in this time zone.' },
    },
    {
      name: 'tagManagerId',
      label: 'Google Tag Manager container',
      type: 'text',
      validate: optional((value) =>
        isTagManagerId(value.trim())
          ? true
          : 'Enter the container id as Tag Manager shows it, for example GTM-AB12CD3.',
      ),
      admin: {
        description:
          'Your container (GTM-…) loads on every page of the site after the visitor first interacts, or once the page is idle; the site’s events (enquiries, test drives, the finance calculator, …) arrive in its data layer.',
      },
    },
  ],
}
