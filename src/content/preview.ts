import { cookies, draftMode } from 'next/headers'
import type { Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { PREVIEW_COOKIE, previewGrantsPage } from '@tenants/previewToken'

/**
 * Whether this request previews `path`: draft mode AND a preview grant signed for this
 * tenant and this path (/api/preview sets both from the admin's signed link).
 */
export async function previewGranted(tenant: Pick<Tenant, 'id'>, path: string): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const cookie = (await cookies()).get(PREVIEW_COOKIE)?.value
  return previewGrantsPage((await getPayloadClient()).secret, cookie, tenant.id, path)
}
