import Link from 'next/link'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/**
 * On the admin dashboard: leads that never reached the dealer after every retry (and those
 * still retrying), among the leads this user may read, with a link to the filtered list.
 * Nothing when every lead went out.
 */
export async function FailedDeliveriesNotice({ payload, user }: { payload: Payload; user?: User | null }) {
  if (!user) return null
  const count = async (status: 'failed' | 'retrying') =>
    (
      await payload.count({
        collection: 'leads',
        where: { deliveryStatus: { equals: status } },
        user,
        overrideAccess: false,
      })
    ).totalDocs
  const [failed, retrying] = await Promise.all([count('failed'), count('retrying')])
  if (!failed && !retrying) return null
  const leads = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`
  return (
    <div
      role="alert"
      style={{
        margin: '0 0 1.5rem',
        padding: '1rem 1.25rem',
        borderRadius: '4px',
        border: '1px solid var(--theme-error-500)',
        background: 'var(--theme-error-50)',
      }}
    >
      {failed ? (
        <p style={{ margin: 0 }}>
          <strong>{leads(failed)} never reached the dealer</strong> after every retry.{' '}
          <Link href="/admin/collections/leads?where[deliveryStatus][equals]=failed">Open them</Link> to see why, fix
          the address in the dealer’s Contact settings, then use “Send to the dealer again”.
        </p>
      ) : null}
      {retrying ? (
        <p style={{ margin: failed ? '0.5rem 0 0' : 0 }}>
          {leads(retrying)} could not be sent yet and{' '}
          <Link href="/admin/collections/leads?where[deliveryStatus][equals]=retrying">will be tried again</Link>.
        </p>
      ) : null}
    </div>
  )
}
