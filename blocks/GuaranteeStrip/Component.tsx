import Link from 'next/link'
import type { GuaranteeStripBlock as GuaranteeStripData, Tenant } from '@/payload-types'
import { stockSearchPath } from '@/domain/searchPaths'
import { reservationTermsOf } from '@/features/reservations/reservationTerms'

export function GuaranteeStripBlock({ block, tenant }: { block: GuaranteeStripData; tenant: Tenant }) {
  // RESERVE ONLINE only where the dealer takes reservations now (setting, deposit, Stripe account):
  // it leads to the used cars, each with its Reserve Online tab.
  const reserve = block.showReserveOnline && reservationTermsOf(tenant) !== null
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
