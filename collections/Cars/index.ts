import type {
  Access,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
} from 'payload'
import { dayAndTimePicker } from '@blocks/fields/datePickers'
import { syncCarsToIndex } from '@search-sync/index/carIndexSync'
import { CAR_STATUSES, CAR_TYPES, PRICE_TYPES } from '@/domain/vehicleClassification'
import { platformAdminOnly } from '../access/platform'
import { platformAdminField } from '@tenants/roles'
import { CONTENT_EDITOR_ROLES, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'

/**
 * Fields the stock feed owns: shown read-only in the admin and written only by the
 * importer (and platform admins). Editors change a car through the overrides instead.
 */
const FEED_FIELDS = new Set<string>()
const fromFeed = (field: Field): Field => {
  if ('name' in field) FEED_FIELDS.add(field.name)
  return {
    ...field,
    access: { create: platformAdminField, update: platformAdminField },
    admin: { ...('admin' in field ? field.admin : {}), readOnly: true },
  } as Field
}

const text = (name: string, extra: Partial<Field> = {}) => fromFeed({ name, type: 'text', ...extra } as Field)
const number = (name: string, extra: Partial<Field> = {}) => fromFeed({ name, type: 'number', ...extra } as Field)
const checkbox = (name: string) => fromFeed({ name, type: 'checkbox', defaultValue: false })
const date = (name: string) => fromFeed({ name, type: 'date' })
const options = (values: readonly string[]) => values.map((value) => ({ label: value.replace(/_/g, ' '), value }))

/**
 * Staff read their dealers' stock (the plugin's tenant scope). Visitors have no REST or
 * GraphQL access to cars: which cars a site lists (sold window, photos, prices, car types)
 * is the search engines' rule, and the site serves them through its pages and /api/search.
 * Raw records (long-sold cars, VINs of unlisted stock) are not the site.
 */
const read: Access = ({ req }) => Boolean(req.user)

/** Editors may change their dealers' cars, and only the override fields (field access). */
const update: Access = ({ req }) => {
  const user = req.user as RoleBearer | null
  if (isPlatformAdmin(user)) return true
  const ids = tenantIdsWithRole(user, CONTENT_EDITOR_ROLES)
  return ids.length ? { tenant: { in: ids } } : false
}

/** Keeps the search index in step with editors' changes; imports index in bulk after their commit instead. */
const indexAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.skipSearchIndex) await syncCarsToIndex(req.payload, [doc.id], req)
  return doc
}
/**
 * A platform admin who changes a feed field by hand makes the stored car differ from what the
 * feed last said: its fingerprint is cleared, so the next import writes the feed's data again.
 */
const forgetFingerprintOnHandEdits: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || context.stockImport || !originalDoc) return data
  const changed = Object.keys(data).some(
    (key) => FEED_FIELDS.has(key) && JSON.stringify(data[key]) !== JSON.stringify(originalDoc[key]),
  )
  return changed ? { ...data, feedFingerprint: null } : data
}
const removeFromIndex: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context.skipSearchIndex) await syncCarsToIndex(req.payload, [doc.id], req)
  return doc
}

export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stockNumber', 'carType', 'status', 'price', 'hideFromWebsite', 'updatedAt'],
    group: 'Vehicles',
    description:
      'Stock from the dealer’s feed, imported nightly. Feed fields are read-only; use the overrides to change what the website shows.',
    listSearchableFields: ['name', 'stockNumber', 'vin', 'regoPlate'],
  },
  access: { read, create: platformAdminOnly, update, delete: platformAdminOnly },
  hooks: {
    beforeChange: [forgetFingerprintOnHandEdits],
    afterChange: [indexAfterChange],
    afterDelete: [removeFromIndex],
  },
  indexes: [
    { fields: ['tenant', 'stockNumber'], unique: true },
    { fields: ['tenant', 'vin'] },
    { fields: ['tenant', 'slug'] },
  ],
  fields: [
    {
      type: 'collapsible',
      label: 'Editor overrides',
      admin: { description: 'What you set here wins over the feed until you clear it.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'hideFromWebsite',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Keep this car off the website.' },
            },
            {
              name: 'featured',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Show first in the default order.' },
            },
          ],
        },
        {
          name: 'tagOverride',
          label: 'Tag banner text',
          type: 'text',
          admin: { description: 'Replaces the feed’s tag on the car card, for example “Runout sale”.' },
        },
        {
          name: 'dealerComments',
          type: 'textarea',
          admin: { description: 'Replaces the feed’s dealer comments on the vehicle page.' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Vehicle',
          fields: [
            text('name'),
            text('slug', { index: true }),
            {
              type: 'row',
              fields: [text('stockNumber', { required: true }), text('vin'), text('nvic'), text('regoPlate')],
            },
            {
              type: 'row',
              fields: [
                number('year'),
                text('make', { required: true, index: true }),
                text('model', { required: true }),
                text('badge'),
                text('series'),
              ],
            },
            { type: 'row', fields: [text('colour'), text('interiorColour')] },
            {
              type: 'row',
              fields: [
                fromFeed({ name: 'carType', type: 'select', required: true, options: options(CAR_TYPES) }),
                fromFeed({
                  name: 'status',
                  type: 'select',
                  required: true,
                  defaultValue: 'in_stock',
                  options: options(CAR_STATUSES),
                }),
                text('itemType'),
                date('soldAt'),
              ],
            },
            {
              type: 'row',
              fields: [
                checkbox('certified'),
                checkbox('reserved'),
                checkbox('preorder'),
                fromFeed({ name: 'showOnDealerWebsite', type: 'checkbox', defaultValue: true }),
              ],
            },
            {
              name: 'heldUntil',
              label: 'Reserved online until',
              type: 'date',
              // Set from the car's reservations (src/features/reservations/carHold.ts), never by hand.
              access: { create: () => false, update: () => false },
              admin: {
                readOnly: true,
                date: dayAndTimePicker,
                description:
                  'A buyer is paying for or holds this car online (Reservations) until then: the website shows it as reserved.',
              },
            },
            text('tag'),
            number('customRank', { defaultValue: 0 }),
            date('listedAt'),
          ],
        },
        {
          label: 'Price',
          fields: [
            {
              type: 'row',
              fields: [
                number('price', { min: 0 }),
                number('beforePrice', { min: 0 }),
                number('subscriptionPrice', { min: 0 }),
                number('weeklyPayment', {
                  min: 0,
                  admin: {
                    description:
                      'The finance provider’s weekly figure: the estimate for lender types D, E and F (A to C work it out from the dealer’s standard terms).',
                  },
                }),
                number('monthlyPayment', {
                  min: 0,
                  admin: { description: 'The finance provider’s monthly figure: the estimate for lender type G.' },
                }),
                fromFeed({
                  name: 'priceType',
                  type: 'select',
                  required: true,
                  defaultValue: 'drive_away',
                  options: options(PRICE_TYPES),
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                number('paymentRate', {
                  min: 0,
                  max: 30,
                  admin: { description: 'The interest rate (% p.a.) the provider’s figure was quoted at.' },
                }),
                number('paymentComparisonRate', {
                  min: 0,
                  max: 30,
                  admin: {
                    description: 'Its comparison rate (% p.a.): without both rates the provider’s figure is not shown.',
                  },
                }),
                number('paymentTermYears', { min: 0, max: 10, admin: { description: 'Its loan term, in years.' } }),
              ],
            },
            {
              type: 'row',
              fields: [
                fromFeed({
                  name: 'reserveOffered',
                  label: 'Reserve online offered',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    description:
                      'From the feed’s payment_processors: off, this car is never offered for reservation online.',
                  },
                }),
                number('reserveDeposit', {
                  min: 0,
                  admin: { description: 'Its own deposit in dollars (payment_processors); empty: the dealer’s.' },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                number('averageMarketPrice', { min: 0 }),
                number('stateAverageMarketPrice', {
                  min: 0,
                  admin: { description: 'Compared with the price for the market price indicator.' },
                }),
                text('marketPriceSource', { admin: { description: 'Where the market figures come from.' } }),
                date('marketPriceDate'),
              ],
            },
          ],
        },
        {
          label: 'Specifications',
          fields: [
            { type: 'row', fields: [number('km', { min: 0 }), text('drive'), number('seats'), number('doors')] },
            { type: 'row', fields: [text('fuel'), text('simpleFuel'), text('body'), text('simpleBody')] },
            text('categories', { hasMany: true }),
            {
              type: 'row',
              fields: [text('transmission'), text('simpleTransmission'), number('gears'), text('engineSize')],
            },
            { type: 'row', fields: [date('regoExpiry'), text('complianceDate'), text('buildDate')] },
            fromFeed({
              name: 'standardEquipment',
              type: 'array',
              fields: [{ name: 'item', type: 'text', required: true }],
            }),
            fromFeed({
              name: 'variant',
              label: 'Variant data',
              type: 'group',
              admin: {
                description: 'The model’s figures from the feed’s data provider, shown in the car’s specifications.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'engineCc', label: 'Engine (cc)', type: 'number' },
                    { name: 'engineLitres', label: 'Engine (litres)', type: 'number' },
                    { name: 'cylinders', type: 'number' },
                    { name: 'induction', type: 'text' },
                    { name: 'gearType', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'torqueNm', label: 'Torque (Nm)', type: 'number' },
                    { name: 'fuelConsumptionCombined', label: 'Fuel (L/100 km combined)', type: 'number' },
                    { name: 'fuelCapacityLitres', label: 'Fuel tank (L)', type: 'number' },
                    { name: 'ancapRating', label: 'ANCAP stars', type: 'number' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'lengthMm', label: 'Length (mm)', type: 'number' },
                    { name: 'widthMm', label: 'Width (mm)', type: 'number' },
                    { name: 'heightMm', label: 'Height (mm)', type: 'number' },
                    { name: 'grossVehicleMassKg', label: 'GVM (kg)', type: 'number' },
                    { name: 'towingBrakedKg', label: 'Towing braked (kg)', type: 'number' },
                  ],
                },
              ],
            }),
            fromFeed({
              name: 'caravan',
              type: 'group',
              admin: { condition: (data) => data?.itemType === 'caravan' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bodyWidth', type: 'number' },
                    { name: 'bodyLength', type: 'number' },
                    { name: 'tareWeight', type: 'number' },
                    { name: 'aggregateTrailerMass', type: 'number' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'axleType', type: 'text' },
                    { name: 'sleeps', type: 'number' },
                  ],
                },
              ],
            }),
          ],
        },
        {
          label: 'Media and place',
          fields: [
            fromFeed({
              name: 'images',
              type: 'array',
              // The feed's address, and the stored photo the import made of it (src/photos): pages show only that.
              fields: [
                { name: 'url', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'photo', type: 'text' },
                    { name: 'width', type: 'number' },
                    { name: 'height', type: 'number' },
                    { name: 'colour', type: 'text' },
                  ],
                },
              ],
            }),
            number('photosCount', { defaultValue: 0 }),
            text('historyReportUrl'),
            fromFeed({ name: 'feedComments', label: 'Dealer comments from the feed', type: 'textarea' }),
            { type: 'row', fields: [text('locationName'), text('city'), text('state'), text('postcode')] },
            { type: 'row', fields: [number('lat', { min: -90, max: 90 }), number('lng', { min: -180, max: 180 })] },
          ],
        },
      ],
    },
    // What the last import wrote, as a digest of the feed's fields: the next import compares
    // it instead of reading every stored car whole (search-sync/feed/feedFingerprint.ts).
    {
      name: 'feedFingerprint',
      type: 'text',
      access: { create: platformAdminField, update: platformAdminField },
      admin: { hidden: true },
    },
  ],
}
