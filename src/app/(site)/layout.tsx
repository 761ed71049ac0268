import type { Metadata } from 'next'
import type { CSSProperties, ReactNode } from 'react'
import { siteOrigin } from '@tenants/siteUrl'
import { themeVariables } from '@tenants/theme'
import { getRequestTenant, logoOf } from '@/content/tenant'
import { currentPopupOf } from '@/content/popups'
import { PromoPopup } from './shell/PromoPopup'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { fontVariables } from './fonts'
import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getRequestTenant()
  if (!tenant) return { title: 'Page not found', robots: { index: false } }
  const logo = logoOf(tenant)
  return {
    // Canonical and social URLs are absolute on the dealer's primary address.
    metadataBase: new URL(siteOrigin(tenant)),
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    icons: logo?.url ? [{ url: logo.url }] : undefined,
  }
}

/** The shell of every dealer site (header, page, footer); an unknown host gets a bare page naming no dealer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const tenant = await getRequestTenant()
  const popup = tenant ? await currentPopupOf(tenant) : null
  return (
    <html lang="en-AU" className={fontVariables}>
      <body style={themeVariables(tenant) as CSSProperties}>
        {tenant ? <SiteHeader tenant={tenant} /> : null}
        {children}
        {tenant ? <SiteFooter tenant={tenant} /> : null}
        {popup ? <PromoPopup popup={popup} /> : null}
      </body>
    </html>
  )
}
