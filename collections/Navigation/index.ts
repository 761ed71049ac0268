import type { ArrayField, CollectionConfig, Field } from 'payload'
import { tenantContentAccess } from '../access/tenantContent'
import { linkField } from '@blocks/fields/link'
import { onePerTenant } from '../hooks/onePerTenant'

const links = (name: string, label: string, description?: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Link', plural: 'Links' },
  ...(description ? { admin: { description } } : {}),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        linkField('link', 'Link', true),
        { name: 'newTab', type: 'checkbox', defaultValue: false, admin: { description: 'Open in a new tab.' } },
      ],
    },
  ],
})

const headerItem: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'link',
        options: [
          { label: 'Link', value: 'link' },
          { label: 'Models mega-menu', value: 'models' },
          { label: 'Stock dropdown', value: 'stock' },
          { label: 'Group of links', value: 'group' },
        ],
      },
      { name: 'label', type: 'text', required: true },
    ],
  },
  {
    ...linkField('link', 'Link'),
    admin: { condition: (_, row) => row?.kind === 'link', description: 'Where the menu item goes.' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      siblingData?.kind !== 'link' || (typeof value === 'string' && /^(\/(?!\/)\S*|https:\/\/\S+)$/.test(value))
        ? true
        : 'Enter a path starting with / or a full https:// address.',
  },
  { ...links('links', 'Links in the group'), admin: { condition: (_, row) => row?.kind === 'group' } },
]

/** The dealer's header menu, mega-menu side links and footer: one document per dealer. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  admin: { useAsTitle: 'id', group: 'Content', description: 'Header menu, models mega-menu and footer of the site.' },
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: {
    beforeValidate: [
      onePerTenant('navigation', () => 'This dealer already has its navigation; edit that one instead.'),
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'header',
          label: 'Header',
          fields: [
            {
              name: 'openOn',
              type: 'select',
              defaultValue: 'click',
              options: [
                { label: 'Click', value: 'click' },
                { label: 'Hover', value: 'hover' },
              ],
              admin: { description: 'How dropdown menus open on desktop.' },
            },
            {
              name: 'items',
              type: 'array',
              labels: { singular: 'Menu item', plural: 'Menu items' },
              fields: headerItem,
            },
            links(
              'megaMenuSideLinks',
              'Mega-menu side links',
              'Shown beside the model cards, for example Our Stock and Enquiries.',
            ),
          ],
        },
        {
          name: 'footer',
          label: 'Footer',
          fields: [
            {
              name: 'groups',
              type: 'array',
              labels: { singular: 'Link group', plural: 'Link groups' },
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  required: true,
                  admin: { description: 'Use {dealer} for the dealer name.' },
                },
                links('links', 'Links'),
              ],
            },
            { name: 'subFooterText', type: 'textarea' },
            {
              name: 'poweredBy',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', defaultValue: 'Powered By Dealer Platform' },
                    linkField('url', 'Link'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
