import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'
import { idOf } from '@tenants/roles'

/**
 * A site may belong to one dealer group: a tenant with the group template, other than
 * itself. A group cannot itself belong to a group (offers are shared one level deep).
 */
export const validateDealerGroup: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const groupId = idOf(data?.dealerGroup === undefined ? originalDoc?.dealerGroup : data.dealerGroup)
  if (groupId === null) return data
  const fail = (message: string) => {
    throw new ValidationError({ collection: 'tenants', errors: [{ path: 'dealerGroup', message }] })
  }
  if (originalDoc?.id !== undefined && String(groupId) === String(originalDoc.id))
    fail('A site cannot be its own dealer group.')
  const template = data?.template ?? originalDoc?.template
  if (template === 'group') fail('A dealer group cannot belong to another dealer group.')
  const group = await req.payload.findByID({
    collection: 'tenants',
    id: groupId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!group) fail('The chosen dealer group no longer exists.')
  else if (group.template !== 'group')
    fail(`“${group.name}” is not a dealer group; choose a site with the Dealer group template.`)
  return data
}
