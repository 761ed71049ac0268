import type { Metadata } from 'next'
import type { CSSProperties, ReactNode } from 'react'
import { siteOrigin } from '@tenants/siteUrl'
import { themeVariables } from '@tenants/theme'
import { siteIcons } from '@/content/siteIcons'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { cacheRenderUntil } from '@/content/cached'
import { currentPopupOf } from '@/content/popups'
import { nextMidnight } from '@/domain/dates'
import { siteSettings } from '@tenants/settings'
import { VisitMemory } from '@/features/leads/ui/VisitMemory.client'
import { TagManager } from '@/integrations/TagManager.client'
import { isTagManagerId } from '@/integrations/tagManager'
import { PageRunning } from './shell/PageRunning'
import { TrackCalls } from '@/integrations/TrackCalls.client'
import { PromoPopup } from './shell/PromoPopup'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { fontVariables } from './fonts'
import { Toasts } from '@/components/design/Toasts.client'
import { renderOnDemand } from './renderOnDemand'
import '@/components/design/tokens.css'
import '@/components/design/components.css'
import './site.css'

/**
 * Dealer sites are rendered on a page's first visit and then served from the route cache:
 * the CMS expires a page through its tenant's tags (collections/hooks/revalidate.ts), dated
 * content through `cacheRenderUntil` (src/content/cached.ts), and nothing stays longer than
 * an hour.
 */
export const revalidate = 3600
export const generateStaticParams = renderOnDemand

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getSiteTenant()
  if (!tenant) return { title: 'Page not found', robots: { index: false } }
  return {
    // Canonical and social URLs are absolute on the dealer's primary address.
    metadataBase: new URL(siteOrigin(tenant)),
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    icons: siteIcons(tenant.theme),
  }
}

/** The shell of every dealer site (header, page, footer); an unknown host gets a bare page naming no dealer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const tenant = await getSiteTenant()
  // "Today" (holiday hours, weekend hours, stock badges) turns over at the dealer's midnight.
  const now = new Date()
  if (tenant) await cacheRenderUntil(nextMidnight(now, siteSettings(tenant).identity.timeZone), now)
  const popup = tenant ? await currentPopupOf(tenant, now) : null
  const tagManagerId = tenant?.identity?.tagManagerId?.trim()
  return (
    // suppressHydrationWarning: the script below adds the "js" class before React hydrates.
    <html lang="en-AU" className={fontVariables} suppressHydrationWarning>
      <head>
        {/* Before the first paint, so parts that JavaScript will replace (the phone's filter panel,
            which becomes a drawer) are never painted and then removed, shifting the page. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
      </head>
      <body style={themeVariables(tenant) as CSSProperties} data-dealer={tenant?.slug}>
        {tenant ? <SiteHeader tenant={tenant} /> : null}
        {children}
        {tenant ? <SiteFooter tenant={tenant} /> : null}
        {popup ? <PromoPopup popup={popup} /> : null}
        {tenant ? <VisitMemory /> : null}
        {tenant ? <Toasts /> : null}
        {isTagManagerId(tagManagerId) ? <TagManager id={tagManagerId} /> : null}
        {tenant ? <TrackCalls /> : null}
        <PageRunning />
      </body>
    </html>
  )
}
