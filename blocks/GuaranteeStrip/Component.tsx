import Link from 'next/link'
import type { GuaranteeStripBlock as GuaranteeStripData, Tenant } from '@/payload-types'
import { stockSearchPath } from '@/domain/searchPaths'
import { siteSettings } from '@tenants/settings'

export function GuaranteeStripBlock({ block, tenant }: { block: GuaranteeStripData; tenant: Tenant }) {
  // RESERVE ONLINE only where the dealer takes reservations.
  const reserve = block.showReserveOnline && siteSettings(tenant).features.reserveOnline
  return (
    <section className="block block-guarantees" aria-label="Our guarantees">
      <ul>
        {(block.slogans ?? []).map((slogan) => (
          <li key={slogan.id ?? slogan.text}>{slogan.text}</li>
        ))}
        {reserve ? (
          <li>
            <Link href={stockSearchPath({ carTypes: ['used'] })}>RESERVE ONLINE</Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
