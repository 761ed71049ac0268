import type { Tab } from 'payload'
import { isValidAbn } from '@/domain/abn'
import { DEALER_TIME_ZONES } from '@/domain/timeZones'
import { DEFAULT_TIME_ZONE } from '@/domain/timeZones'
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
  ],
}
