import { LABELLED_ROW } from '../fields/labelledRow'
import type { ArrayField, Block, CollectionConfig, Field, PayloadRequest } from 'payload'
import { idOf, type Relation } from '@/domain/ids'
import { tenantContentAccess } from '../access/tenantContent'
import { linkField } from '@blocks/fields/link'
import { pickedLinkField } from '@blocks/fields/pickedLink'
import { onePerTenant } from '../hooks/onePerTenant'
import { sitePreview } from '../hooks/sitePreviewUrl'

const links = (name: string, label: string, dbPrefix: string, description?: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Link', plural: 'Links' },
  admin: { components: { RowLabel: LABELLED_ROW }, ...(description ? { description } : {}) },
  fields: [
    { name: 'label', type: 'text', required: true, admin: { description: 'The words of the link.' } },
    pickedLinkField('goesTo', 'Goes to', { carTypes: `${dbPrefix}_car_types`, bodies: `${dbPrefix}_bodies` }),
  ],
})

const label: Field = { name: 'label', type: 'text', required: true, admin: { description: 'The words in the menu.' } }

/** A header menu item: one typed block each, with a picture of what it looks like in the chooser. */
const menuBlock = (slug: string, singular: string, thumbnail: string, fields: Field[]): Block => ({
  slug,
  labels: { singular, plural: `${singular}s` },
  admin: {
    components: { Label: LABELLED_ROW },
    images: { thumbnail: { url: `/admin/blocks/${thumbnail}.svg`, alt: `${singular} in the site's header` } },
  },
  fields,
})

const MENU_BLOCKS: Block[] = [
  menuBlock('menuLink', 'Link', 'menu-link', [label, pickedLinkField('link', 'Goes to')]),
  menuBlock('menuGroup', 'Dropdown of links', 'menu-group', [
    label,
    {
      name: 'links',
      type: 'array',
      labels: { singular: 'Link', plural: 'Links' },
      admin: { components: { RowLabel: LABELLED_ROW } },
      fields: [label, pickedLinkField('link', 'Goes to')],
    },
  ]),
  menuBlock('menuStock', 'Stock dropdown', 'menu-stock', [
    {
      ...label,
      admin: { description: 'Opens one search page per car type the dealer lists (New, Used, Demo) and All Stock.' },
    },
  ]),
  menuBlock('menuModels', 'Models mega-menu', 'menu-models', [
    {
      ...label,
      admin: { description: 'Opens the model cards by category, with the mega-menu side links below.' },
    },
  ]),
]

/** Live Preview's sizes for the header: a common laptop, the narrowest one-row header, a phone. */
const withHeaderWidths = <T extends { livePreview: object }>(preview: T) => ({
  ...preview,
  livePreview: {
    ...preview.livePreview,
    breakpoints: [
      { name: 'laptop', label: 'Laptop (1280 px)', width: 1280, height: 800 },
      { name: 'small-laptop', label: 'Small laptop (1024 px)', width: 1024, height: 768 },
      { name: 'phone', label: 'Phone (390 px)', width: 390, height: 844 },
    ],
  },
})

async function namedForItsDealer({ data, req }: { data: Record<string, unknown>; req: PayloadRequest }) {
  const id = idOf(data.tenant as Relation)
  const tenant = id
    ? await req.payload.findByID({
        collection: 'tenants',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  return { ...data, title: tenant ? `${tenant.name} navigation` : 'Navigation' }
}

/** The dealer's header menu, mega-menu side links and footer: one document per dealer. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    description: 'Header menu, models mega-menu and footer of the site.',
    // The home page with this menu, at a laptop's and a phone's width: which items the row holds and which go into More.
    ...withHeaderWidths(sitePreview(() => '/')),
  },
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: {
    beforeValidate: [
      onePerTenant('navigation', () => 'This dealer already has its navigation; edit that one instead.'),
    ],
    beforeChange: [namedForItsDealer],
  },
  fields: [
    // The document's title in the admin ("Harbour City Toyota navigation", not "ID: 1"), kept from its dealer's name.
    { name: 'title', type: 'text', admin: { hidden: true } },
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
              name: 'menu',
              type: 'blocks',
              labels: { singular: 'Menu item', plural: 'Menu items' },
              admin: {
                description:
                  'In the order they appear. From 1024 px wide the header shows them in one row, and items that do not fit go into a More dropdown at its end: after saving, Live Preview shows which at a laptop’s and a phone’s width.',
              },
              blocks: MENU_BLOCKS,
            },
            links(
              'megaMenuSideLinks',
              'Mega-menu side links',
              'nav_side_links',
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
                links('links', 'Links', 'nav_footer_links'),
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
