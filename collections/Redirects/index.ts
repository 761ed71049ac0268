import type { CollectionConfig } from 'payload'
import { tenantContentAccess } from '../access/tenantContent'
import { linkField } from '@blocks/fields/link'
import { onePerTenant } from '../hooks/onePerTenant'
import { redirectKey } from '@/domain/redirects'

const to = linkField(
  'to',
  'To',
  true,
  'Where visitors go instead: a path on this site such as /special-offers, or a full https:// address.',
)

/**
 * Per-dealer redirects, for old addresses after a site move or a renamed page. A dealer site
 * applies one where it has no page for the path (src/app/[site]/notFoundOrRedirect.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent', 'updatedAt'], group: 'Content' },
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: { beforeValidate: [onePerTenant('redirects', (from) => `There is already a redirect from ${from}.`, 'from')] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description:
          'The old path, for example /our-cars. It applies where this site has no page at that path (unpublish a page to send its visitors elsewhere).',
      },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().replace(/(.)\/+$/, '$1') : value)],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/(?!\/)[^\s?#]*$/.test(value)
          ? true
          : 'Enter a path starting with /, without ? or #.',
    },
    {
      ...to,
      validate: (value: unknown, options: { siblingData?: unknown }) => {
        const from = (options.siblingData as { from?: unknown } | undefined)?.from
        if (typeof value === 'string' && typeof from === 'string' && redirectKey(value) === redirectKey(from))
          return 'A redirect cannot go to its own path.'
        return to.validate!(value as never, options as never)
      },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Permanent (308) tells search engines the page moved for good; untick for a temporary move (307), such as a sale page that comes back.',
      },
    },
  ],
}
