import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SiteRichText } from '@/components/SiteRichText'
import { LEGAL_PAGE_KINDS } from '@/domain/legalPages'
import type { LegalPage } from '@/payload-types'
import { regulatorsFor } from '@/domain/states'
import { legalPageOf } from '@/content/legal'
import { visibleLocationsOf } from '@/content/locations'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { CollapsibleOnMobile } from '@/components/CollapsibleOnMobile'

export async function legalMetadata(kind: LegalPage['kind']): Promise<Metadata> {
  const tenant = await getSiteTenant()
  const page = tenant ? await legalPageOf(tenant, kind) : null
  const path = LEGAL_PAGE_KINDS.find((k) => k.value === kind)?.path
  return page ? { title: page.title, alternates: { canonical: path } } : {}
}

/**
 * A dealer's legal page. The complaints page ends with the consumer regulator of every
 * state the dealer has a location in.
 */
export async function LegalPageView({ kind }: { kind: LegalPage['kind'] }) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const page = await legalPageOf(tenant, kind)
  if (!page) notFound()
  const regulators = kind === 'complaints' ? regulatorsFor(await visibleLocationsOf(tenant)) : []
  return (
    <main id="main" className="site-main legal-page">
      <section className="page-hero">
        <h1>{page.title}</h1>
      </section>
      <div className="legal-body">
        {kind === 'terms-of-use' ? (
          // Spec: the terms of use are collapsed on phones and expand on click.
          <CollapsibleOnMobile more="Read the full terms" less="Show less">
            <SiteRichText data={page.body} />
          </CollapsibleOnMobile>
        ) : (
          <SiteRichText data={page.body} />
        )}
      </div>
      {regulators.length ? (
        <section aria-labelledby="regulators">
          <h2 id="regulators">Consumer protection regulators</h2>
          <p>
            If you are not satisfied with how we handled your complaint, you can contact the regulator in your state:
          </p>
          <ul>
            {regulators.map((regulator) => (
              <li key={regulator.state}>
                {regulator.state}:{' '}
                <a href={regulator.url} target="_blank" rel="noopener">
                  {regulator.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
