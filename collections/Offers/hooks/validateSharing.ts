import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'
import { idOf } from '@tenants/roles'

/**
 * Sharing rules: only a dealer group's own offers can be shared with its member sites,
 * and only member sites of that group can be excluded.
 */
export const validateSharing: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const excluded = ((merged.excludedSites ?? []) as Parameters<typeof idOf>[0][])
    .map(idOf)
    .filter((id): id is string => id !== null)
  if (!merged.shareWithGroup && excluded.length === 0) return data
  const fail = (path: string, message: string) => {
    throw new ValidationError({ collection: 'offers', errors: [{ path, message }] })
  }
  const owner = idOf(merged.tenant)
  const site =
    owner === null
      ? null
      : await req.payload.findByID({
          collection: 'tenants',
          id: owner,
          depth: 0,
          overrideAccess: true,
          req,
          disableErrors: true,
        })
  if (site?.template !== 'group') {
    fail(
      'shareWithGroup',
      'Only a dealer group’s offers can be shared with its sites. Untick “Share with the group’s sites”.',
    )
  }
  if (excluded.length === 0) return data
  const { docs: members } = await req.payload.find({
    collection: 'tenants',
    where: { and: [{ id: { in: excluded } }, { dealerGroup: { equals: owner } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (members.length !== new Set(excluded).size)
    fail('excludedSites', 'Only sites that belong to this dealer group can be excluded.')
  return data
}
