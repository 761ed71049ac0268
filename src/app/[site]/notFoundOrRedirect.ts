import { notFound, permanentRedirect, redirect } from 'next/navigation'
import type { Tenant } from '@/payload-types'
import { siteRedirectFor } from '@/content/redirects'

/**
 * What a dealer site answers for a path it has no page for: the dealer's redirect for that
 * path when an editor made one (308 when permanent, 307 when not), else 404. Real pages win:
 * a redirect only catches addresses the site would not answer.
 */
export async function notFoundOrRedirect(tenant: Pick<Tenant, 'id'>, path: string): Promise<never> {
  const found = await siteRedirectFor(tenant, path)
  if (found) {
    if (found.permanent) permanentRedirect(found.to)
    redirect(found.to)
  }
  notFound()
}
