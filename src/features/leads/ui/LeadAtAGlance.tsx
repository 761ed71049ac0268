import type { ServerComponentProps } from 'payload'
import type { Lead, Tenant } from '@/payload-types'
import { wholeDollars } from '@/domain/carPrice'
import { telHref } from '@/domain/phone'
import { idOf } from '@tenants/roles'
import { siteOrigin } from '@tenants/siteUrl'
import { leadAnswers } from '../leadAnswers'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }

/**
 * The top of a lead in the admin: who to call or e-mail (tap to call, click to write), the car
 * they asked about (its photo, title, price, its page on the dealer's site and its record
 * here), and their answers to the form as labelled rows.
 */
export async function LeadAtAGlance({ data, payload }: ServerComponentProps) {
  const lead = data as Partial<Lead> | undefined
  if (!lead?.email && !lead?.phone) return null
  const tenantId = idOf(lead.tenant as Parameters<typeof idOf>[0])
  const tenant = tenantId
    ? ((await payload
        .findByID({
          collection: 'tenants',
          id: tenantId,
          depth: 0,
          overrideAccess: true,
          select: { slug: true, domains: true },
        })
        .catch(() => null)) as Pick<Tenant, 'slug' | 'domains'> | null)
    : null
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ')
  const car = lead.vehicle?.stockNumber ? lead.vehicle : null
  const carId = car ? idOf(car.car as Parameters<typeof idOf>[0]) : null
  const answers = leadAnswers(lead.details)
  return (
    <section aria-label="The lead at a glance" style={box}>
      <p style={{ margin: '0 0 0.5rem', fontSize: '1.1rem', fontWeight: 600 }}>{name || 'The visitor'}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: 0 }}>
        {lead.phone ? (
          <a href={telHref(lead.phone)} aria-label={`Call ${name || 'the visitor'} on ${lead.phone}`}>
            Call {lead.phone}
          </a>
        ) : null}
        {lead.email ? <a href={`mailto:${lead.email}`}>E-mail {lead.email}</a> : null}
      </p>
      {car ? (
        <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginTop: '1rem' }}>
          {car.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the car's photo as the platform stored it, small
            <img src={car.photo} alt="" width={160} height={120} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          <div>
            <p style={{ margin: 0, fontWeight: 600 }}>{car.title}</p>
            <p style={{ margin: '0.25rem 0' }}>
              Stock number {car.stockNumber}
              {typeof car.price === 'number' ? ` · ${wholeDollars(car.price)}` : null}
            </p>
            <p style={{ display: 'flex', gap: '1rem', margin: 0 }}>
              {car.link && tenant ? (
                <a href={`${siteOrigin(tenant)}${car.link}`} target="_blank" rel="noopener noreferrer">
                  The car on the site
                </a>
              ) : null}
              {carId ? <a href={`/admin/collections/cars/${carId}`}>The car’s record</a> : null}
            </p>
          </div>
        </div>
      ) : null}
      {answers.length ? (
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: '1rem 0 0' }}
        >
          {answers.map((answer) => (
            <div key={answer.label} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--theme-elevation-600)' }}>{answer.label}</dt>
              <dd style={{ margin: 0 }}>{answer.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
