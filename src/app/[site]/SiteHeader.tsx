import Link from 'next/link'
import type { Navigation, Tenant } from '@/payload-types'
import { stockSearchPath } from '@/domain/searchPaths'
import { siteSettings } from '@tenants/settings'
import { megaMenuOf, navigationOf } from '@/content/navigation'
import { logoOf } from '@/content/tenant'
import { ContactButton } from './shell/ContactButton'
import { HeaderNav } from './shell/HeaderNav'
import type { HeaderItem, NavLink } from './shell/navTypes'

type StoredLink = { label: string; link: string; newTab?: boolean | null }
const navLink = (link: StoredLink): NavLink => ({ label: link.label, href: link.link, newTab: Boolean(link.newTab) })

/** The stock dropdown: one search page per car type the dealer lists, then all stock. */
function stockLinks(tenant: Tenant): NavLink[] {
  const { carTypes, usedLabel } = siteSettings(tenant).stock
  const listed = carTypes.length ? carTypes : (['new', 'used', 'demo'] as const)
  const label = { new: 'New Cars', used: `${usedLabel} Cars`, demo: 'Demo Cars' }
  const links: NavLink[] = listed.map((type) => ({
    label: label[type],
    href: stockSearchPath({ carTypes: [type] }),
    newTab: false,
  }))
  if (listed.length > 1) links.push({ label: 'All Stock', href: stockSearchPath({ carTypes: listed }), newTab: false })
  return links
}

async function headerItems(tenant: Tenant, navigation: Navigation): Promise<HeaderItem[]> {
  const categories = navigation.header?.items?.some((item) => item.kind === 'models') ? await megaMenuOf(tenant) : []
  const sideLinks = (navigation.header?.megaMenuSideLinks ?? []).map(navLink)
  return (navigation.header?.items ?? []).flatMap((item): HeaderItem[] => {
    switch (item.kind) {
      case 'link':
        return item.link ? [{ kind: 'link', label: item.label, href: item.link, newTab: false }] : []
      case 'group':
        return [{ kind: 'group', label: item.label, links: (item.links ?? []).map(navLink) }]
      case 'stock':
        return [{ kind: 'group', label: item.label, links: stockLinks(tenant) }]
      case 'models':
        // Only categories with models are shown; a dealer without models gets no mega-menu.
        return categories.length ? [{ kind: 'models', label: item.label, categories, sideLinks }] : []
    }
  })
}

/** Every page's header: skip link, the dealer's logo and name, and its menu from the CMS. */
export async function SiteHeader({ tenant }: { tenant: Tenant }) {
  const logo = logoOf(tenant)
  const navigation = await navigationOf(tenant)
  const items = navigation ? await headerItems(tenant, navigation) : []
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link className="site-brand" href="/">
        {logo?.url ? (
          // A small SVG logo comes inline (Media's inlineSvg), so it paints with the first frame.
          // eslint-disable-next-line @next/next/no-img-element -- SVG logos, sized explicitly to avoid layout shift
          <img
            src={logo.inlineSvg ?? logo.url}
            alt={logo.alt}
            width={logo.width ?? 160}
            height={logo.height ?? 48}
            className="site-logo"
            fetchPriority="high"
          />
        ) : null}
        <span className="site-name">{tenant.name}</span>
      </Link>
      {items.length ? (
        <HeaderNav items={items} openOn={navigation?.header?.openOn === 'hover' ? 'hover' : 'click'} />
      ) : null}
      <ContactButton href={siteSettings(tenant).links.contactPath} />
    </header>
  )
}
