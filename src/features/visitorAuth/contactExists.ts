import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { codeLimiters, overLimit } from './limits'
import type { VisitorAuthOutcome } from './outcome'
import { mobileOf } from './sendCode'

/**
 * GET /api/check-if-contact-exists?phone_number= (spec): whether this site has a visitor with
 * the number, so the sign-in can greet a returning one. It tells whoever asks, so it is
 * limited per address like the codes themselves.
 */
export async function contactExists(
  payload: Payload,
  tenant: Tenant,
  phoneNumber: string | null,
  address: string,
): Promise<VisitorAuthOutcome> {
  const mobile = mobileOf(phoneNumber, tenant)
  if ('problem' in mobile) return { status: 400, body: { errors: { phone_number: mobile.problem } } }
  const limited = await overLimit([[codeLimiters.lookupsPerAddress, address]])
  if (limited) return limited
  const { totalDocs } = await payload.count({
    collection: 'visitors',
    overrideAccess: true,
    where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: mobile.phone } }] },
  })
  return { status: 200, body: { exists: totalDocs > 0 } }
}
