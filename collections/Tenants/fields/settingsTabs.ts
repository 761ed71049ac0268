import { platformAdminField } from '@tenants/roles'
import { CAR_TYPE_OPTIONS } from '@/domain/vehicleClassification'
import { hashPushToken } from '../hooks/pushToken'
import type { Field, Tab } from 'payload'
import { isValidAbn } from '@/domain/abn'
import { FINANCE_LENDER_TYPES } from '@/domain/financeLenders'
import { FINANCE_PAGE_PATHS } from '@/domain/siteLinks'
import { DEALER_TIME_ZONES } from '@/domain/timeZones'
import { SETTING_DEFAULTS as D } from '@tenants/settings'
import { belowSibling, email, hostName, httpsUrl, optional, phone } from './validators'

const row = (...fields: Field[]): Field => ({ type: 'row', fields })

const identity: Tab = {
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
      defaultValue: D.identity.timeZone,
      options: DEALER_TIME_ZONES.map((zone) => ({ ...zone })),
      admin: { description: 'Dates of offers, promotions and opening hours are entered and shown in this time zone.' },
    },
  ],
}

const contact: Tab = {
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

const checkbox = (name: string, defaultValue: boolean, description: string, label?: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue,
  ...(label ? { label } : {}),
  admin: { description },
})

const features: Tab = {
  name: 'features',
  label: 'Features',
  description: 'Switch site features on or off.',
  fields: [
    row(
      checkbox('watchlist', D.features.watchlist, 'Visitors save cars to a watchlist.'),
      checkbox('favourites', D.features.favourites, 'Visitors mark favourite cars.'),
      checkbox('compare', D.features.compare, 'Visitors compare cars side by side.'),
    ),
    {
      name: 'savedCarsStorage',
      type: 'select',
      defaultValue: D.features.savedCarsStorage,
      options: [
        { label: 'In the visitor’s browser', value: 'local' },
        { label: 'In the visitor’s account (sign-in required)', value: 'account' },
      ],
      admin: { description: 'Where watchlist, favourites and compare lists are kept.' },
    },
    row(
      checkbox('reserveOnline', D.features.reserveOnline, 'Visitors reserve a car with a deposit.', 'Reserve online'),
      {
        name: 'depositAmount',
        type: 'number',
        min: 0,
        defaultValue: D.features.depositAmount,
        admin: {
          description: 'Reserve deposit in dollars, unless the car sets its own.',
          condition: (_, s) => Boolean(s?.reserveOnline),
        },
      },
    ),
    {
      name: 'depositHoldText',
      type: 'text',
      defaultValue: D.features.depositHoldText,
      admin: { condition: (_, s) => Boolean(s?.reserveOnline) },
    },
    row(
      checkbox('onlinePurchase', D.features.onlinePurchase, 'Visitors buy a car online.'),
      checkbox('subscriptions', D.features.subscriptions, 'Show subscription prices per week.'),
      checkbox('financeQuote', D.features.financeQuote, 'Instant finance quote with mobile verification.'),
    ),
    row(
      checkbox(
        'marketPriceIndicator',
        D.features.marketPriceIndicator,
        'Show when a car is priced below the market average.',
      ),
      checkbox('garage', D.features.garage, 'Signed-in visitors keep their cars in My Garage.'),
      checkbox('certifiedOnly', D.features.certifiedOnly, 'The dealer sells certified cars only.'),
      checkbox('stickyMobileFooter', D.features.stickyMobileFooter, 'Call Now and Enquire bar on phones.'),
      checkbox(
        'enquiryMessageRequired',
        D.features.enquiryMessageRequired,
        'Enquiry forms require a message (test drive bookings never do).',
      ),
    ),
    checkbox(
      'alternatingServiceSaturdays',
      D.features.alternatingServiceSaturdays,
      'Service departments open every other Saturday by appointment only (counted from 7 June 2025).',
    ),
    {
      name: 'phoneReveal',
      type: 'select',
      defaultValue: D.features.phoneReveal,
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

const stock: Tab = {
  name: 'stock',
  label: 'Stock',
  fields: [
    {
      type: 'collapsible',
      label: 'Which cars are listed',
      fields: [
        {
          name: 'carTypes',
          type: 'select',
          hasMany: true,
          options: CAR_TYPE_OPTIONS,
          admin: { description: 'Leave empty to list every car type.' },
        },
        row(
          {
            name: 'minimumPhotos',
            type: 'number',
            min: 0,
            defaultValue: D.stock.minimumPhotos,
            admin: { description: 'List only cars with at least this many photos.' },
          },
          checkbox('pricedOnly', D.stock.pricedOnly, 'List only cars with a price above $0.'),
        ),
      ],
    },
    row(
      { name: 'resultsPerPage', type: 'number', min: 6, max: 60, defaultValue: D.stock.resultsPerPage },
      {
        name: 'justArrivedDays',
        type: 'number',
        min: 0,
        max: 60,
        defaultValue: D.stock.justArrivedDays,
        admin: { description: 'Cars added within this many days get the just-arrived tag.' },
      },
      {
        name: 'soldListedDays',
        type: 'number',
        min: 0,
        max: 30,
        defaultValue: D.stock.soldListedDays,
        admin: { description: 'Days a sold car stays listed.' },
      },
    ),
    row(
      { name: 'justArrivedTagName', type: 'text', defaultValue: D.stock.justArrivedTagName },
      { name: 'soldTagName', type: 'text', defaultValue: D.stock.soldTagName },
      {
        name: 'usedLabel',
        type: 'text',
        defaultValue: D.stock.usedLabel,
        admin: { description: 'For example “Pre-Owned”.' },
      },
    ),
    {
      name: 'noPriceText',
      type: 'text',
      defaultValue: D.stock.noPriceText,
      admin: { description: 'Shown instead of a price when a car has none.' },
    },
    checkbox(
      'priceAscendingExcludesZero',
      D.stock.priceAscendingExcludesZero,
      'Sorting by lowest price leaves out cars without a price.',
    ),
    {
      name: 'titleFormat',
      type: 'select',
      defaultValue: D.stock.titleFormat,
      options: [
        { label: '2024 Toyota RAV4 GX', value: 'year-make-model-badge' },
        { label: 'Toyota RAV4 GX', value: 'make-model-badge' },
        { label: '2024 RAV4 GX', value: 'year-model-badge' },
      ],
      admin: { description: 'How car names are shown on cards and pages.' },
    },
    {
      type: 'collapsible',
      label: 'Stock feed',
      fields: [
        {
          name: 'feedSource',
          type: 'text',
          access: { update: platformAdminField, create: platformAdminField },
          admin: {
            description:
              'Where the nightly import reads this dealer’s stock: an https:// address or a file path on the server (JSON or CSV).',
          },
          validate: (value: unknown) =>
            value === undefined ||
            value === null ||
            value === '' ||
            (typeof value === 'string' && (/^https?:\/\/\S+$/.test(value) || /^[^\s:]+$/.test(value)))
              ? true
              : 'Enter an https:// address or a file path.',
        },
        {
          name: 'maxShrinkPercent',
          type: 'number',
          min: 1,
          max: 100,
          defaultValue: D.stock.maxShrinkPercent,
          access: { update: platformAdminField, create: platformAdminField },
          label: 'Most of the stock one feed may take off sale (%)',
          admin: {
            description:
              'A full feed that would mark more than this share of the listed cars sold is refused and the stock kept (a cut or renumbered feed must not take good cars off sale). Every report shows how many cars a feed would take off sale.',
          },
        },
        {
          name: 'feedStatesCount',
          label: 'The feed states how many cars it holds',
          type: 'checkbox',
          defaultValue: D.stock.feedStatesCount,
          access: { update: platformAdminField, create: platformAdminField },
          admin: {
            description:
              'Tick when this dealer’s system writes the number of cars into every feed ("count" beside the cars in JSON, a last line #count=N in CSV): ' +
              'a feed without it is then refused as cut short. A feed that states a wrong count is always refused.',
          },
        },
        {
          name: 'syncHour',
          type: 'number',
          min: 0,
          max: 23,
          defaultValue: D.stock.syncHour,
          access: { update: platformAdminField, create: platformAdminField },
          admin: {
            description: 'Hour of the night (in the dealer’s time zone) from which the daily import runs; 2 = 02:00.',
          },
        },
        {
          name: 'pushToken',
          label: 'Dealer management system token',
          type: 'text',
          access: { read: platformAdminField, update: platformAdminField, create: platformAdminField },
          hooks: { beforeChange: [hashPushToken] },
          admin: {
            description:
              'Lets the dealer’s system push its feed to POST /api/stock-feed/<site slug> with “Authorization: Bearer <token>”. ' +
              'Enter a new token of at least 32 characters to set it; only a fingerprint is stored.',
          },
        },
        row(
          {
            name: 'lastSyncedOn',
            type: 'text',
            access: { update: platformAdminField, create: platformAdminField },
            admin: { readOnly: true, description: 'Dealer-local date of the last scheduled import.' },
          },
          {
            name: 'lastSyncReport',
            type: 'textarea',
            access: { update: platformAdminField, create: platformAdminField },
            admin: { readOnly: true },
          },
        ),
      ],
    },
  ],
}

const finance: Tab = {
  name: 'finance',
  label: 'Finance',
  fields: [
    {
      name: 'lenderType',
      type: 'select',
      defaultValue: D.finance.lenderType,
      options: [
        { label: 'No finance estimates', value: 'none' },
        ...FINANCE_LENDER_TYPES.map((t) => ({ label: t.label, value: t.value })),
      ],
      admin: { description: 'Decides when a weekly finance estimate is shown on a car.' },
    },
    row(
      {
        name: 'interestRate',
        type: 'number',
        min: 0,
        max: 30,
        defaultValue: D.finance.interestRate,
        admin: { description: '% per year', step: 0.01 },
      },
      { name: 'comparisonRate', type: 'number', min: 0, max: 30, admin: { description: '% per year', step: 0.01 } },
      {
        name: 'establishmentFee',
        type: 'number',
        min: 0,
        defaultValue: D.finance.establishmentFee,
        admin: { description: '$' },
      },
    ),
    row(
      { name: 'termYears', type: 'number', min: 1, max: 7, defaultValue: D.finance.termYears },
      { name: 'depositPercent', type: 'number', min: 0, max: 100, defaultValue: D.finance.depositPercent },
      {
        name: 'balloonPercent',
        type: 'number',
        min: 0,
        max: 100,
        defaultValue: D.finance.balloonPercent,
        admin: { description: 'Final (balloon) payment, % of price.' },
      },
    ),
    {
      type: 'collapsible',
      label: 'Calculator limits',
      fields: [
        row(
          {
            name: 'priceMin',
            type: 'number',
            min: 0,
            defaultValue: D.finance.priceMin,
            validate: belowSibling('priceMax', 'price'),
          },
          { name: 'priceMax', type: 'number', min: 0, defaultValue: D.finance.priceMax },
          { name: 'depositMax', type: 'number', min: 0, defaultValue: D.finance.depositMax },
        ),
        row(
          {
            name: 'termMin',
            type: 'number',
            min: 0.5,
            max: 10,
            defaultValue: D.finance.termMin,
            validate: belowSibling('termMax', 'term'),
          },
          { name: 'termMax', type: 'number', min: 0.5, max: 10, defaultValue: D.finance.termMax },
          {
            name: 'rateMin',
            type: 'number',
            min: 0,
            max: 30,
            defaultValue: D.finance.rateMin,
            validate: belowSibling('rateMax', 'rate'),
          },
          { name: 'rateMax', type: 'number', min: 0, max: 30, defaultValue: D.finance.rateMax },
        ),
        {
          name: 'quickPicks',
          type: 'number',
          hasMany: true,
          min: 0,
          defaultValue: [...D.finance.quickPicks],
          admin: { description: 'Amounts offered as one-click buttons in the calculator.' },
        },
      ],
    },
    { name: 'disclaimer', type: 'textarea' },
    {
      name: 'excludedDealerships',
      type: 'text',
      hasMany: true,
      admin: { description: 'Dealership slugs whose cars never show a finance estimate.' },
    },
  ],
}

const reviews: Tab = {
  name: 'reviews',
  label: 'Reviews',
  fields: [
    row(
      {
        name: 'minimumRating',
        type: 'number',
        min: 0,
        max: 5,
        defaultValue: D.reviews.minimumRating,
        admin: { step: 0.1, description: 'Reviews show only when the average rating is above this.' },
      },
      checkbox('hideReviews', D.reviews.hideReviews, 'Never show reviews.'),
    ),
    {
      name: 'reviewLink',
      type: 'text',
      validate: httpsUrl,
      admin: { description: 'Where “I had a great experience” sends customers.' },
    },
    row(
      {
        name: 'averageRating',
        type: 'number',
        admin: { readOnly: true, description: 'Kept current from the Reviews collection.' },
      },
      { name: 'count', type: 'number', admin: { readOnly: true } },
    ),
  ],
}

const links: Tab = {
  name: 'links',
  label: 'Links',
  fields: [
    {
      name: 'manufacturerBaseDomain',
      type: 'text',
      validate: hostName,
      admin: {
        description: 'When set, service booking and sell-my-car go to the manufacturer’s dealer pages on this domain.',
      },
    },
    row(
      {
        name: 'financePath',
        type: 'select',
        defaultValue: D.links.financePath,
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
      { name: 'contactPath', type: 'select', defaultValue: D.links.contactPath, options: ['/contact-us', '/contact'] },
    ),
  ],
}

const wording: Tab = {
  name: 'wording',
  label: 'Wording',
  fields: [
    {
      name: 'enquiryTerm',
      type: 'text',
      defaultValue: D.wording.enquiryTerm,
      admin: { description: 'The word used instead of “Enquiry” in form categories.' },
    },
    {
      name: 'optInText',
      type: 'textarea',
      defaultValue: D.wording.optInText,
      admin: { description: 'Marketing opt-in checkbox text on forms.' },
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
      defaultValue: D.wording.closedWeekendText,
      options: [
        { label: 'Closed', value: 'closed' },
        { label: 'By appointment only', value: 'appointment' },
        { label: 'An Enquire Now link', value: 'enquire' },
      ],
      admin: { description: 'What a closed Saturday or Sunday says on location cards.' },
    },
  ],
}

export const settingsTabs: Tab[] = [identity, contact, features, stock, finance, reviews, links, wording]
