import type { CollectionBeforeValidateHook, CollectionConfig, Where } from 'payload'
import { ValidationError } from 'payload'
import { isSlug, SLUG_RULE_MESSAGE } from '@/domain/slug'
import { HEX_COLOUR, SITE_FONTS } from '@tenants/theme'
import { platformAdminOnly } from '../access/platform'
import { platformAdminField } from '@tenants/roles'
import { settingsTabs } from './fields/settingsTabs'
import { validateDealerGroup } from './hooks/dealerGroup'
import { reindexStockOnSettingsChange } from './hooks/reindexStock'
import { idOf, isPlatformAdmin, tenantIdsWithRole, TENANT_ADMIN_ROLES, type RoleBearer } from '@tenants/roles'

export const TENANT_TEMPLATES = [
  { label: 'Single-brand dealer', value: 'brand' },
  { label: 'Dealer group', value: 'group' },
  { label: 'Independent used-car / caravan dealer', value: 'independent' },
] as const

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const colour = (name: string, label: string, description: string) =>
  ({
    name,
    label,
    type: 'text',
    admin: { description },
    validate: (value: unknown) =>
      value === undefined || value === null || value === '' || (typeof value === 'string' && HEX_COLOUR.test(value))
        ? true
        : 'Enter a hex colour such as #EB0A1E.',
  }) as const

/** A domain may route to one tenant only; otherwise the host -> tenant lookup would be ambiguous. */
const domainsBelongToOneTenant: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const domains: string[] = (data?.domains ?? [])
    .map((row: { domain?: string }) => row.domain?.trim().toLowerCase())
    .filter(Boolean)
  if (domains.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'tenants',
    where: {
      and: [
        { 'domains.domain': { in: domains } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    overrideAccess: true,
    req,
  })
  const clash = docs[0]
  if (clash) {
    const taken = clash.domains?.find((d) => domains.includes(d.domain))?.domain
    throw new ValidationError({
      collection: 'tenants',
      errors: [{ path: 'domains', message: `The domain ${taken} already belongs to another dealer site.` }],
    })
  }
  return data
}

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: { singular: 'Dealer site', plural: 'Dealer sites' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template', 'updatedAt'],
    group: 'Platform',
  },
  access: {
    // Staff see the sites they belong to and, for a dealer group's staff, the group's member
    // sites (to exclude them from shared offers); only platform admins see every site. The
    // public site resolves tenants on the server, never through this API.
    read: async ({ req }) => {
      const user = req.user as RoleBearer | null
      if (!user) return false
      if (isPlatformAdmin(user)) return true
      const mine = tenantIdsWithRole(user)
      if (mine.length === 0) return false
      // A member site's staff also see their group's record (its name, and so that saving a
      // member site validates its dealer group relationship).
      const { docs } = await req.payload.find({
        collection: 'tenants',
        where: { and: [{ id: { in: mine } }, { dealerGroup: { exists: true } }] },
        select: { dealerGroup: true },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      const groups = docs.map((site) => idOf(site.dealerGroup)).filter((id): id is string => id !== null)
      const visible: Where = { or: [{ id: { in: [...mine, ...groups] } }, { dealerGroup: { in: mine } }] }
      return visible
    },
    create: platformAdminOnly,
    delete: platformAdminOnly,
    update: ({ req }) => {
      const user = req.user as RoleBearer | null
      if (isPlatformAdmin(user)) return true
      const ids = tenantIdsWithRole(user, TENANT_ADMIN_ROLES)
      return ids.length > 0 ? { id: { in: ids } } : false
    },
  },
  hooks: {
    beforeValidate: [domainsBelongToOneTenant, validateDealerGroup],
    afterChange: [reindexStockOnSettingsChange],
  },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'The dealer name visitors see.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: platformAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Identifies the site in the platform’s own addresses for it (where Preview opens) and in stock pushes; changing it moves them.',
      },
      validate: (value: unknown) => (isSlug(value) ? true : SLUG_RULE_MESSAGE),
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'brand',
      options: [...TENANT_TEMPLATES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'dealerGroup',
      type: 'relationship',
      relationTo: 'tenants',
      access: { update: platformAdminField, create: platformAdminField },
      filterOptions: { template: { equals: 'group' } },
      admin: {
        position: 'sidebar',
        description:
          'The dealer group this site belongs to. The group’s shared offers appear here unless the group excludes this site.',
        condition: (data) => data?.template !== 'group',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Domains and theme',
          fields: [
            {
              name: 'domains',
              type: 'array',
              labels: { singular: 'Domain', plural: 'Domains' },
              access: { create: platformAdminField, update: platformAdminField },
              admin: { description: 'Production host names that serve this site. Exactly one is primary.' },
              validate: (rows: unknown) => {
                const list = (Array.isArray(rows) ? rows : []) as { primary?: boolean | null }[]
                if (list.length === 0) return true
                const primaries = list.filter((row) => row.primary).length
                return primaries === 1 ? true : 'Mark exactly one domain as primary.'
              },
              fields: [
                {
                  name: 'domain',
                  type: 'text',
                  required: true,
                  hooks: {
                    beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)],
                  },
                  validate: (value: unknown) =>
                    typeof value === 'string' && DOMAIN_PATTERN.test(value)
                      ? true
                      : 'Enter a host name such as www.harbourtoyota.com.au (no https:// and no path).',
                },
                { name: 'primary', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              name: 'theme',
              type: 'group',
              admin: { description: 'Brand colours and logo used across the dealer site.' },
              fields: [
                colour('primaryColour', 'Primary colour', 'Header, buttons and links.'),
                colour('secondaryColour', 'Secondary colour', 'Backgrounds of highlighted areas.'),
                colour('accentColour', 'Accent colour', 'Badges and highlights.'),
                {
                  name: 'contrastNotice',
                  type: 'ui',
                  admin: {
                    components: { Field: '/collections/Tenants/components/ThemeContrastNotice#ThemeContrastNotice' },
                  },
                },
                {
                  name: 'font',
                  type: 'select',
                  defaultValue: 'system',
                  options: Object.entries(SITE_FONTS).map(([value, font]) => ({ value, label: font.label })),
                  admin: { description: 'Text font of the site. Brand fonts are served from the site itself.' },
                },
                {
                  name: 'logo',
                  type: 'upload',
                  relationTo: 'media',
                  filterOptions: ({ id }) => (id ? { tenant: { equals: id } } : false),
                },
                {
                  name: 'favicon',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'Square image shown in browser tabs; the logo is used when empty.' },
                  filterOptions: ({ id }) => (id ? { tenant: { equals: id } } : false),
                },
              ],
            },
          ],
        },
        ...settingsTabs,
      ],
    },
  ],
}
