import type { Metadata } from 'next'
import type { CSSProperties, ReactNode } from 'react'
import { themeVariables } from '@tenants/theme'
import { getRequestTenant, logoOf } from './data/tenant'
import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getRequestTenant()
  if (!tenant) return { title: 'Page not found', robots: { index: false } }
  const logo = logoOf(tenant)
  return {
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    icons: logo?.url ? [{ url: logo.url }] : undefined,
  }
}

/** The shell of every dealer site; an unknown host gets the same shell without any tenant. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const tenant = await getRequestTenant()
  return (
    <html lang="en-AU">
      <body style={themeVariables(tenant) as CSSProperties}>{children}</body>
    </html>
  )
}
