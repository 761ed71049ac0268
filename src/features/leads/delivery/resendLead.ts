import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { CONTENT_EDITOR_ROLES, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'
import { queueLeadDelivery } from './deliverLead'

export type ResendOutcome =
  { status: 202; body: { message: string } } | { status: 401 | 403 | 404 | 503; body: { error: string } }

/**
 * Staff send a lead again (the dealer lost the e-mail, or fixed an address after it failed):
 * the lead goes back to "waiting to send" and is queued to go out on every channel the dealer
 * has now, whatever went before; earlier attempts stay on the lead. Who may: the platform
 * admin and the lead's dealer's editors and admins (a viewer reads leads, it does not act on
 * them); another dealer's lead is not found.
 */
export async function resendLead(payload: Payload, user: RoleBearer | null, id: string): Promise<ResendOutcome> {
  if (!user) return { status: 401, body: { error: 'Sign in to send a lead again.' } }
  const lead = (await payload
    .findByID({ collection: 'leads', id, depth: 0, user: user as never, overrideAccess: false })
    .catch(() => null)) as Lead | null
  if (!lead) return { status: 404, body: { error: 'No such lead.' } }
  const tenant = idOf(lead.tenant)
  if (!isPlatformAdmin(user) && !(tenant && tenantIdsWithRole(user, CONTENT_EDITOR_ROLES).map(String).includes(tenant)))
    return { status: 403, body: { error: 'Only the dealer’s editors and admins can send a lead again.' } }
  // The status and the queued job land together, or neither does.
  const req = await createLocalReq({}, payload)
  try {
    await initTransaction(req)
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { deliveryStatus: 'pending' },
      overrideAccess: true,
      req,
      context: { leadDelivery: true },
    })
    await queueLeadDelivery(lead, req, new Date().toISOString())
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: `lead ${lead.id} could not be queued to send again` })
    return { status: 503, body: { error: 'The lead could not be queued just now. Please try again.' } }
  }
  return { status: 202, body: { message: 'Queued: the lead will be sent again within a minute.' } }
}
