import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { platformAdminOrigin } from '@/config/platform'
import { getPayloadClient } from '@/lib/payload'
import { findTenantByHost } from '@tenants/resolveTenant'

/**
 * The admin is served on the platform's admin host only. On a dealer's host (its domain or
 * `<slug>.<suffix>`) /admin is sent to the admin host, or is not found where none is
 * configured: a dealer's site never serves the staff login under its own name.
 */
export async function keepAdminOnPlatformHost(segments: string[] | undefined): Promise<void> {
  const host = (await headers()).get('host')
  const tenant = await findTenantByHost(await getPayloadClient(), host)
  if (!tenant) return
  const origin = platformAdminOrigin()
  if (!origin) notFound()
  redirect(`${origin}/admin${segments?.length ? `/${segments.map(encodeURIComponent).join('/')}` : ''}`)
}
