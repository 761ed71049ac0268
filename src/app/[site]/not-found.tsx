import Link from 'next/link'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { siteSettings } from '@tenants/settings'

/**
 * 404. On a dealer's site it sits in the dealer's header and footer and offers the way
 * back; on an unknown host it names no dealer, so the platform's dealers stay private.
 */
export default async function NotFound() {
  const tenant = await getSiteTenant()
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      {tenant ? (
        <ul className="not-found-links">
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href="/special-offers">Special offers</Link>
          </li>
          <li>
            <Link href={siteSettings(tenant).links.contactPath}>Contact us</Link>
          </li>
        </ul>
      ) : null}
    </main>
  )
}
