'use client'

import { useFormFields } from '@payloadcms/ui'
import { formatDeposit, depositCents, reservationBlockers } from '@/domain/reservations'

/**
 * Under the Reserve online switch, as staff change the settings: whether reservations are
 * live on the site and, when they are not, why and who mends it. The platform's Stripe keys
 * are the server's environment, handed over with the field's configuration.
 */
export function ReserveOnlineStatus({ platformKeys }: { platformKeys: boolean }) {
  const switchedOn = useFormFields(([fields]) => Boolean(fields['features.reserveOnline']?.value))
  const depositDollars = useFormFields(
    ([fields]) => fields['features.depositAmount']?.value as number | null | undefined,
  )
  const account = useFormFields(([fields]) => fields['features.stripeAccount']?.value as string | null | undefined)
  if (!switchedOn) return null
  const blockers = reservationBlockers({ switchedOn, depositDollars, account, platformKeys })
  const live = blockers.length === 0
  return (
    <div
      role="status"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderLeft: `3px solid var(--theme-${live ? 'success' : 'error'}-500)`,
        background: `var(--theme-${live ? 'success' : 'error'}-50)`,
      }}
    >
      {live ? (
        <p style={{ margin: 0 }}>
          <strong>Live on the site:</strong> every car in stock offers Reserve Online with a{' '}
          {formatDeposit(depositCents(depositDollars)!)} deposit.
        </p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            <strong>Not live on the site.</strong> Visitors see no Reserve Online until:
          </p>
          <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
