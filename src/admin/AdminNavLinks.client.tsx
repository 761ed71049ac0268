'use client'
import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** The admin's own pages about a dealer, first in the side menu. */
const PAGES = [
  { href: '/admin/stock', label: 'Stock', id: 'nav-stock' },
  { href: '/admin/holidays', label: 'Public holidays', id: 'nav-holidays' },
] as const

/** Links to the dealer pages, drawn like Payload's own menu links. */
export function AdminNavLinks() {
  const path = usePathname()
  return (
    <>
      {PAGES.map(({ href, label, id }) => {
        const active = path === href
        return (
          <Link
            key={href}
            className="nav__link"
            href={href}
            id={id}
            prefetch={false}
            aria-current={active ? 'page' : undefined}
          >
            {active ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">{label}</span>
          </Link>
        )
      })}
    </>
  )
}
