import type { Tab } from 'payload'
import { platformAdminField } from '../roles'
import { CAR_TYPE_OPTIONS } from '@/domain/vehicleClassification'
import { hashPushToken } from '../pushToken'
import type { ShownCarDates } from '@/domain/vehicleSpecifications'
import { carPageCollapsible, carPageDefaults } from './carPages'
import { row, checkbox } from './fieldHelpers'

/** Defaults of the stock settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const stockDefaults = {
  carTypes: [] as ('new' | 'used' | 'demo')[],
  minimumPhotos: 0,
  pricedOnly: false,
  resultsPerPage: 21,
  justArrivedDays: 8,
  justArrivedTagName: 'JUST ARRIVED',
  soldTagName: 'JUST SOLD',
  soldListedDays: 3,
  noPriceText: 'Enquire for price.',
  priceAscendingExcludesZero: false,
  usedLabel: 'Used',
  titleFormat: 'year-make-model-badge',
  expiredRegistration: 'unregistered' as 'unregistered' | 'hide',
  carDates: 'both' as ShownCarDates,
  showViews: false,
  viewsShownFrom: 10,
  maxShrinkPercent: 20,
  feedStatesCount: false,
  syncHour: 2,
  kilometreSorts: false,
  makesByVolume: false,
  popularMakesBreak: false,
  stockCount: null as number | null,
  fixedPriceSlider: false,
  ...carPageDefaults,
} as const

export const stockTab: Tab = {
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
            defaultValue: stockDefaults.minimumPhotos,
            admin: { description: 'List only cars with at least this many photos.' },
          },
          checkbox('pricedOnly', stockDefaults.pricedOnly, 'List only cars with a price above $0.'),
        ),
      ],
    },
    row(
      { name: 'resultsPerPage', type: 'number', min: 6, max: 60, defaultValue: stockDefaults.resultsPerPage },
      {
        name: 'justArrivedDays',
        type: 'number',
        min: 0,
        max: 60,
        defaultValue: stockDefaults.justArrivedDays,
        admin: { description: 'Cars added within this many days get the just-arrived tag.' },
      },
      {
        name: 'soldListedDays',
        type: 'number',
        min: 0,
        max: 30,
        defaultValue: stockDefaults.soldListedDays,
        admin: { description: 'Days a sold car stays listed.' },
      },
    ),
    row(
      { name: 'justArrivedTagName', type: 'text', defaultValue: stockDefaults.justArrivedTagName },
      { name: 'soldTagName', type: 'text', defaultValue: stockDefaults.soldTagName },
      {
        name: 'usedLabel',
        type: 'text',
        defaultValue: stockDefaults.usedLabel,
        admin: { description: 'For example “Pre-Owned”.' },
      },
    ),
    {
      name: 'noPriceText',
      type: 'text',
      defaultValue: stockDefaults.noPriceText,
      admin: { description: 'Shown instead of a price when a car has none.' },
    },
    checkbox(
      'priceAscendingExcludesZero',
      stockDefaults.priceAscendingExcludesZero,
      'Sorting by lowest price leaves out cars without a price.',
    ),
    {
      name: 'titleFormat',
      type: 'select',
      defaultValue: stockDefaults.titleFormat,
      options: [
        { label: '2024 Toyota RAV4 GX', value: 'year-make-model-badge' },
        { label: 'Toyota RAV4 GX', value: 'make-model-badge' },
        { label: '2024 RAV4 GX', value: 'year-model-badge' },
      ],
      admin: { description: 'How car names are shown on cards and pages.' },
    },
    {
      name: 'expiredRegistration',
      label: 'A car whose registration has expired',
      type: 'select',
      defaultValue: stockDefaults.expiredRegistration,
      options: [
        { label: 'Shows “Unregistered”', value: 'unregistered' },
        { label: 'Shows no registration expiry', value: 'hide' },
      ],
      admin: { description: 'On the car’s page. A registration still current shows “Expires on” its date.' },
    },
    {
      name: 'carDates',
      label: 'Dates on a car’s page',
      type: 'select',
      defaultValue: stockDefaults.carDates,
      options: [
        { label: 'Build and compliance dates', value: 'both' },
        { label: 'Build date only', value: 'build' },
        { label: 'Compliance date only', value: 'compliance' },
      ],
      admin: { description: 'Which of the feed’s dates the car’s specifications and printout show.' },
    },
    row(
      checkbox(
        'showViews',
        stockDefaults.showViews,
        'A car’s page shows how many times it was viewed (each visitor counts once in half an hour).',
      ),
      {
        name: 'viewsShownFrom',
        label: 'Show views from',
        type: 'number',
        min: 1,
        defaultValue: stockDefaults.viewsShownFrom,
        admin: {
          description: 'A car with fewer views shows none.',
          condition: (_data, siblingData) => Boolean(siblingData?.showViews),
        },
      },
    ),
    carPageCollapsible,
    {
      type: 'collapsible',
      label: 'Stock search',
      fields: [
        row(
          checkbox(
            'kilometreSorts',
            stockDefaults.kilometreSorts,
            'The sort menu offers lowest and highest kilometres.',
          ),
          checkbox(
            'makesByVolume',
            stockDefaults.makesByVolume,
            'The makes list starts with the makes you have most of.',
          ),
          checkbox(
            'popularMakesBreak',
            stockDefaults.popularMakesBreak,
            'With more than 20 makes, the 20 most popular come first under “Popular makes”.',
          ),
        ),
        checkbox(
          'fixedPriceSlider',
          stockDefaults.fixedPriceSlider,
          'The price slider runs from $5,000 to $250,000 in steps of $500, rather than over your stock’s own prices.',
        ),
        {
          name: 'stockCount',
          type: 'number',
          min: 0,
          admin: {
            description:
              'The number of cars to show when a search matches more than 1,999 cars that carry no car type. Leave empty to show the count found.',
          },
        },
      ],
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
          defaultValue: stockDefaults.maxShrinkPercent,
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
          defaultValue: stockDefaults.feedStatesCount,
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
          defaultValue: stockDefaults.syncHour,
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
        {
          name: 'lastSyncedOn',
          type: 'text',
          access: { update: platformAdminField, create: platformAdminField },
          admin: { readOnly: true, description: 'Dealer-local date of the last scheduled import.' },
        },
        {
          name: 'importHistory',
          type: 'ui',
          admin: { components: { Field: '/src/admin/stock/StockPageLink#StockPageLink' } },
        },
      ],
    },
  ],
}
