import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { gatedPath, type GatedPage } from '@/domain/signInGates'
import type { Tenant, Visitor } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { siteSettings } from '@tenants/settings'
import { sessionVisitor } from './sessions'

/**
 * A page's signed-in visitor on this dealer's site, or null. Where the page is gated (always, or
 * by the dealer's switch) a visitor who is not signed in is sent to the sign-in first, coming
 * back to `returnPath`: then this does not return.
 */
export async function pageVisitor(tenant: Tenant, page: GatedPage, returnPath: string): Promise<Visitor | null> {
  const visitor = await sessionVisitor(await getPayloadClient(), tenant, (await headers()).get('cookie'))
  const signIn = gatedPath(page, siteSettings(tenant), Boolean(visitor), returnPath)
  if (signIn) redirect(signIn)
  return visitor
}
