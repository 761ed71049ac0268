import type { Tab } from 'payload'
import { row, checkbox } from './fieldHelpers'

/** Defaults of the features settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const featuresDefaults = {
  watchlist: true,
  favourites: true,
  compare: true,
  savedCarsStorage: 'local',
  reserveOnline: false,
  depositAmount: 200,
  depositHoldText: 'Reserve online with a $200 deposit, held for 48 hours and 100% refundable.',
  onlinePurchase: false,
  subscriptions: false,
  financeQuote: false,
  marketPriceIndicator: false,
  phoneReveal: 'masked',
  garage: false,
  certifiedOnly: false,
  stickyMobileFooter: false,
  alternatingServiceSaturdays: false,
  enquiryMessageRequired: true,
} as const

export const featuresTab: Tab = {
  name: 'features',
  label: 'Features',
  description: 'Switch site features on or off.',
  fields: [
    row(
      checkbox('watchlist', featuresDefaults.watchlist, 'Visitors save cars to a watchlist.'),
      checkbox('favourites', featuresDefaults.favourites, 'Visitors mark favourite cars.'),
      checkbox('compare', featuresDefaults.compare, 'Visitors compare cars side by side.'),
    ),
    {
      name: 'savedCarsStorage',
      type: 'select',
      defaultValue: featuresDefaults.savedCarsStorage,
      options: [
        { label: 'In the visitor’s browser', value: 'local' },
        { label: 'In the visitor’s account (sign-in required)', value: 'account' },
      ],
      admin: { description: 'Where watchlist, favourites and compare lists are kept.' },
    },
    row(
      checkbox(
        'reserveOnline',
        featuresDefaults.reserveOnline,
        'Visitors reserve a car with a deposit.',
        'Reserve online',
      ),
      {
        name: 'depositAmount',
        type: 'number',
        min: 0,
        defaultValue: featuresDefaults.depositAmount,
        admin: {
          description: 'Reserve deposit in dollars, unless the car sets its own.',
          condition: (_, s) => Boolean(s?.reserveOnline),
        },
      },
    ),
    {
      name: 'depositHoldText',
      type: 'text',
      defaultValue: featuresDefaults.depositHoldText,
      admin: { condition: (_, s) => Boolean(s?.reserveOnline) },
    },
    row(
      checkbox('onlinePurchase', featuresDefaults.onlinePurchase, 'Visitors buy a car online.'),
      checkbox('subscriptions', featuresDefaults.subscriptions, 'Show subscription prices per week.'),
      checkbox('financeQuote', featuresDefaults.financeQuote, 'Instant finance quote with mobile verification.'),
    ),
    row(
      checkbox(
        'marketPriceIndicator',
        featuresDefaults.marketPriceIndicator,
        'Show when a car is priced below the market average.',
      ),
      checkbox('garage', featuresDefaults.garage, 'Signed-in visitors keep their cars in My Garage.'),
      checkbox('certifiedOnly', featuresDefaults.certifiedOnly, 'The dealer sells certified cars only.'),
      checkbox('stickyMobileFooter', featuresDefaults.stickyMobileFooter, 'Call Now and Enquire bar on phones.'),
      checkbox(
        'enquiryMessageRequired',
        featuresDefaults.enquiryMessageRequired,
        'Enquiry forms require a message (test drive bookings never do).',
      ),
    ),
    checkbox(
      'alternatingServiceSaturdays',
      featuresDefaults.alternatingServiceSaturdays,
      'Service departments open every other Saturday by appointment only (counted from 7 June 2025).',
    ),
    {
      name: 'phoneReveal',
      type: 'select',
      defaultValue: featuresDefaults.phoneReveal,
      options: [
        { label: 'Masked until the visitor clicks', value: 'masked' },
        { label: 'Shown from the start', value: 'revealed' },
      ],
    },
    {
      name: 'chatToken',
      type: 'text',
      admin: { description: 'Instant-message chat widget token; leave empty for no chat.' },
    },
  ],
}
