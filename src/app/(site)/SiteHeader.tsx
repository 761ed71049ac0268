import Link from 'next/link'
import type { Tenant } from '@/payload-types'
import { logoOf } from './data/tenant'

export function SiteHeader({ tenant }: { tenant: Tenant }) {
  const logo = logoOf(tenant)
  return (
    <header className="site-header">
      <Link className="site-brand" href="/">
        {logo?.url ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG logos, sized explicitly to avoid layout shift
          <img src={logo.url} alt={logo.alt} width={logo.width ?? 160} height={logo.height ?? 48} className="site-logo" />
        ) : null}
        <span className="site-name">{tenant.name}</span>
      </Link>
    </header>
  )
}
