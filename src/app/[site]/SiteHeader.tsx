import Link from 'next/link'
import type { Navigation, Tenant } from '@/payload-types'
import { stockSearchPath } from '@/domain/searchPaths'
import { pickedLinkHref, type PickedLink } from '@/domain/pickedLinks'
import { telHref } from '@/domain/phone'
import { siteSettings } from '@tenants/settings'
import { megaMenuOf, navigationOf } from '@/content/navigation'
import { logoOf } from '@/content/tenant'
import { ContactButton } from './shell/ContactButton'
import { HeaderNav } from './shell/HeaderNav'
import type { HeaderItem, NavLink } from './shell/navTypes'

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

/** A picked link as a menu link; none when it goes nowhere now (its page was unpublished or deleted). */
function pickedNavLink(label: string, link: PickedLink | null | undefined): NavLink[] {
  const href = pickedLinkHref(link)
  return href ? [{ label, href, newTab: Boolean(link?.newTab) }] : []
}

async function headerItems(tenant: Tenant, navigation: Navigation): Promise<HeaderItem[]> {
  const menu = navigation.header?.menu ?? []
  const categories = menu.some((item) => item.blockType === 'menuModels') ? await megaMenuOf(tenant) : []
  const sideLinks = (navigation.header?.megaMenuSideLinks ?? []).flatMap((side) =>
    pickedNavLink(side.label, side.goesTo),
  )
  return menu.flatMap((item): HeaderItem[] => {
    switch (item.blockType) {
      case 'menuLink':
        return pickedNavLink(item.label, item.link).map((link) => ({ kind: 'link', ...link }))
      case 'menuGroup':
        return [
          {
            kind: 'group',
            label: item.label,
            links: (item.links ?? []).flatMap((l) => pickedNavLink(l.label, l.link)),
          },
        ]
      case 'menuStock':
        return [{ kind: 'group', label: item.label, links: stockLinks(tenant) }]
      case 'menuModels':
        // Only categories with models are shown; a dealer without models gets no mega-menu.
        return categories.length ? [{ kind: 'models', label: item.label, categories, sideLinks }] : []
    }
  })
}

/**
 * Every page's header, one row: the dealer's logo (or name), its menu from the CMS (items
 * that do not fit go into More) and Contact Us; on phones a compact bar with the logo, a call
 * button and Menu.
 */
export async function SiteHeader({ tenant }: { tenant: Tenant }) {
  const logo = logoOf(tenant)
  const navigation = await navigationOf(tenant)
  const items = navigation ? await headerItems(tenant, navigation) : []
  const settings = siteSettings(tenant)
  const phone = tenant.contact?.salesPhone || tenant.contact?.mainPhone
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* No prefetch: on every other page it fetched the home page's data and, through it, the
          home hero photo, on the visitor's phone connection while their own page loaded. */}
      <Link className="site-brand" href="/" prefetch={false}>
        {logo?.url ? (
          // A small SVG logo comes inline (Media's inlineSvg), so it paints with the first frame.
          // The logo names the dealer (logo or name, not both); its alt text names it to screen readers.
          // eslint-disable-next-line @next/next/no-img-element -- SVG logos, sized explicitly to avoid layout shift
          <img
            src={logo.inlineSvg ?? logo.url}
            alt={logo.alt || tenant.name}
            width={logo.width ?? 160}
            height={logo.height ?? 48}
            className="site-logo"
            fetchPriority="high"
          />
        ) : (
          <span className="site-name">{tenant.name}</span>
        )}
      </Link>
      {phone ? (
        <a className="header-call" href={telHref(phone)} aria-label={`Call ${tenant.name} on ${phone}`}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
          </svg>
          <span aria-hidden="true">Call</span>
        </a>
      ) : null}
      {items.length ? (
        <HeaderNav
          items={items}
          openOn={navigation?.header?.openOn === 'hover' ? 'hover' : 'click'}
          contactHref={settings.links.contactPath}
        />
      ) : null}
      <ContactButton href={settings.links.contactPath} />
    </header>
  )
}
