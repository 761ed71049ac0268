import type { Tab } from 'payload'
import { FINANCE_PAGE_PATHS } from '@/domain/siteLinks'
import { row } from './fieldHelpers'
import { hostName } from './validators'

/** Defaults of the links settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const linksDefaults = { financePath: '/finance', carFinancePage: 'finance', contactPath: '/contact-us' } as const

export const linksTab: Tab = {
  name: 'links',
  label: 'Links',
  fields: [
    {
      name: 'manufacturerBaseDomain',
      type: 'text',
      validate: hostName,
      admin: {
        description:
          'The manufacturer’s site for this dealer (its /service-booking and /sell-my-car pages). The site’s own Genuine Service and Trade In pages win where it has them; one of the site’s own domains is ignored.',
      },
    },
    row(
      {
        name: 'financePath',
        type: 'select',
        defaultValue: linksDefaults.financePath,
        options: [...FINANCE_PAGE_PATHS, { label: 'Custom link', value: 'custom' }],
      },
      {
        name: 'customFinanceLink',
        type: 'text',
        admin: { condition: (_, s) => s?.financePath === 'custom' },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData?.financePath !== 'custom'
            ? true
            : typeof value === 'string' && /^(https:\/\/|\/)\S+$/.test(value)
              ? true
              : 'Enter the custom finance link: a path such as /car-finance or a full https:// address.',
      },
      {
        name: 'carFinancePage',
        label: 'A car’s finance link goes to',
        type: 'select',
        defaultValue: linksDefaults.carFinancePage,
        options: [
          { label: 'The finance page above', value: 'finance' },
          { label: 'Personalised finance', value: 'personalised' },
        ],
        admin: {
          description:
            'Personalised finance (/personalised/finance?car_id=…) opens on the broker’s instant quote where you offer one, with a signed-in visitor’s details filled in.',
        },
      },
      {
        name: 'contactPath',
        type: 'select',
        defaultValue: linksDefaults.contactPath,
        options: ['/contact-us', '/contact'],
      },
    ),
  ],
}
