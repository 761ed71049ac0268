import type { CollectionBeforeValidateHook, CollectionConfig, Field, FieldAccess } from 'payload'
import { ValidationError } from 'payload'
import {
  duplicateReason,
  hoursProblem,
  readTimeOfDay,
  latitudeProblem,
  LOCATION_TYPES,
  locationPagePath,
  locationSlug,
  longitudeProblem,
  repeatedDates,
  type HoursEntry,
  type LocationIdentity,
} from '@/domain/locations'
import { AU_STATES, INVALID_POSTCODE, isValidPostcode } from '@/domain/states'
import { sitePreview } from '../hooks/sitePreviewUrl'
import { tenantContentAccess } from '../access/tenantContent'
import { emailList } from '@tenants/settingGroups/validators'
import { hasTenantRole, isPlatformAdmin, TENANT_ROLES, type RoleBearer } from '@tenants/roles'
import { idOf } from '@tenants/roles'
import { dayPicker } from '@blocks/fields/datePickers'
import { locationReviewFields } from './reviewFields'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

type HoursRow = HoursEntry & Record<string, unknown>

/**
 * An opening or closing time picked from the quarter hours or typed as staff write it ("9am",
 * "5:30 pm", "17:30"), stored as 24-hour
 * HH:MM; a time that cannot be read, or a closing time not after the opening, is an error on
 * this field (not a toast about the whole list).
 */
function timeField(name: 'open' | 'close', label: string, placeholder: string): Field {
  return {
    name,
    label,
    type: 'text',
    admin: {
      placeholder,
      condition: (_, row) => row?.status === 'open',
      components: { Field: '/src/admin/TimeOfDayField.client#TimeOfDayField' },
    },
    hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (readTimeOfDay(value) ?? value) : value)] },
    validate: (value: unknown, { siblingData }: { siblingData?: unknown }) => {
      const row = (siblingData ?? {}) as HoursRow
      if (row.status !== 'open') return true
      if (typeof value !== 'string' || !value.trim())
        return `Enter the ${name === 'open' ? 'opening' : 'closing'} time, for example ${placeholder}.`
      if (!readTimeOfDay(value)) return `“${value}” is not a time: write it as 8:30 am, 5:30 pm or 17:30.`
      const problem = hoursProblem({ status: 'open', open: readTimeOfDay(row.open), close: readTimeOfDay(row.close) })
      return name === 'close' && problem && /before/.test(problem) ? problem : true
    },
  }
}

/** Status plus open/close times, shared by weekly and special hours. */
const hoursFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'open',
    options: [
      { label: 'Open', value: 'open' },
      { label: 'Closed', value: 'closed' },
    ],
  },
  timeField('open', 'Opens', '8:30 am'),
  timeField('close', 'Closes', '5:30 pm'),
]

const identityOf = (doc: Record<string, unknown> | undefined): LocationIdentity => {
  const address = (doc?.address ?? {}) as { street?: string | null; placeId?: string | null }
  return {
    name: String(doc?.name ?? ''),
    type: (doc?.locationType as LocationIdentity['type']) ?? null,
    phone: (doc?.phone as string | null) ?? null,
    street: address.street ?? null,
    placeId: address.placeId ?? null,
  }
}

/** Spec deduplication (same phone and street, or same place id), within one dealer and department. */
const rejectDuplicates: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data, address: { ...originalDoc?.address, ...data?.address } }
  const tenant = idOf(merged.tenant)
  if (tenant === null) return data
  const { docs } = await req.payload.find({
    collection: 'locations',
    where: {
      and: [
        { tenant: { equals: tenant } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const candidate = identityOf(merged)
  for (const other of docs) {
    const reason = duplicateReason(candidate, identityOf(other as unknown as Record<string, unknown>))
    if (reason) {
      throw new ValidationError({
        collection: 'locations',
        errors: [
          { path: 'phone', message: `This location looks like a duplicate: ${reason} Edit that location instead.` },
        ],
      })
    }
  }
  return data
}

/** A field only the location's dealer's staff (any role) and the platform admin read. */
const dealerStaff: FieldAccess = ({ req, doc }) =>
  isPlatformAdmin(req.user as RoleBearer | null) ||
  (doc ? hasTenantRole(req.user as RoleBearer | null, doc.tenant, TENANT_ROLES) : false)

export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'locationType', 'primary', 'visible', 'phone', 'updatedAt'],
    group: 'Dealership',
    ...sitePreview((doc) =>
      doc.id === undefined || doc.id === null
        ? null
        : locationPagePath({ id: doc.id as string | number, slug: (doc.slug as string) ?? null }),
    ),
    description: 'Sales, service and parts locations with their opening hours.',
  },
  access: tenantContentAccess({ hasDrafts: false, publicWhere: { visible: { equals: true } } }),
  hooks: { beforeValidate: [rejectDuplicates] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'For example “Harbour City Toyota - Service”.' },
    },
    {
      name: 'slug',
      type: 'text',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'From the name without “ - Sales”, “ - Service” or “ - Parts”; departments of one site share it.',
      },
      hooks: {
        beforeValidate: [({ data, value }) => (typeof data?.name === 'string' ? locationSlug(data.name) : value)],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          label: 'Department',
          type: 'select',
          required: true,
          options: LOCATION_TYPES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
        },
        { name: 'subtype', type: 'text', admin: { description: 'Optional, for example “buying”.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'primary',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'The main location of the dealer.' },
        },
        { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Shown on the website.' } },
      ],
    },
    {
      name: 'manufacturers',
      type: 'text',
      hasMany: true,
      admin: { description: 'Makes sold or serviced here, for example Toyota.' },
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true, admin: { description: 'Suburb or town.' } },
            { name: 'state', type: 'select', required: true, options: AU_STATES.map((s) => s.code) },
            {
              name: 'postcode',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && isValidPostcode(value) ? true : INVALID_POSTCODE,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'lat',
              label: 'Latitude',
              type: 'number',
              validate: (v: number | null | undefined) => latitudeProblem(v) ?? true,
            },
            {
              name: 'lng',
              label: 'Longitude',
              type: 'number',
              validate: (v: number | null | undefined) => longitudeProblem(v) ?? true,
            },
          ],
        },
        { name: 'placeId', label: 'Google place id', type: 'text' },
        { name: 'placeUrl', label: 'Google Maps link', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true },
        { name: 'landlinePhone', type: 'text' },
      ],
    },
    {
      name: 'leadEmail',
      label: 'E-mail for leads at this department',
      type: 'text',
      validate: emailList,
      // Staff addresses: read by the dealer's own staff, never by visitors or other dealers.
      access: { read: dealerStaff },
      admin: {
        description:
          'Enquiries for this department go here instead of the dealer’s “E-mail for leads” (several addresses: separate them with commas). Leave empty to use the dealer’s.',
      },
    },
    {
      name: 'distributionLocations',
      label: 'Test drive locations',
      type: 'array',
      labels: { singular: 'Place', plural: 'Test drive locations' },
      maxRows: 20,
      admin: {
        description:
          'Other places this department brings its cars to for a test drive (a branch, a delivery yard). When set, booking a test drive of a car here asks which place suits.',
      },
      fields: [{ name: 'name', type: 'text', required: true, maxLength: 80 }],
    },
    {
      name: 'openingHours',
      type: 'array',
      labels: { singular: 'Day', plural: 'Opening hours' },
      maxRows: 7,
      admin: {
        description: 'One row per weekday, in the dealer’s time zone. Type times as 8:30 am, 5:30 pm or 17:30.',
      },
      validate: (rows: unknown) => {
        const list = (Array.isArray(rows) ? rows : []) as { weekday?: string }[]
        const days = list.map((row) => row.weekday)
        return new Set(days).size === days.length ? true : 'Each weekday can appear only once.'
      },
      fields: [
        {
          name: 'weekday',
          type: 'select',
          required: true,
          options: WEEKDAYS.map((label, index) => ({ label, value: String(index) })),
        },
        ...hoursFields,
      ],
    },
    {
      name: 'specialHours',
      type: 'array',
      labels: { singular: 'Special day', plural: 'Special hours' },
      admin: {
        description:
          'Days this department keeps different hours. A public holiday for every department at this address is set once on the Public holidays page (in the menu).',
      },
      validate: (rows: unknown) => {
        const list = (Array.isArray(rows) ? rows : []) as { date?: string }[]
        const repeated = repeatedDates(list.map((row) => row.date))
        return repeated.length ? `Each date can appear only once; ${repeated.join(', ')} is listed twice.` : true
      },
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { date: dayPicker },
        },
        { name: 'label', type: 'text', admin: { placeholder: 'Christmas Day' } },
        ...hoursFields,
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerLicenceNumber', type: 'text' },
        { name: 'motorVehicleRepairerNumber', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'team',
      type: 'array',
      labels: { singular: 'Team member', plural: 'Team' },
      admin: { description: 'Shown on the location’s team page (/teams/{location}), in this order.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text', admin: { placeholder: 'Sales Consultant' } },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    ...locationReviewFields,
  ],
}
