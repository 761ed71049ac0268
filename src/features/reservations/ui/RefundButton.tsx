'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { refundRefusal } from '@/domain/reservations'

/**
 * In a reservation's sidebar: a dealer's admin refunds the paid deposit through Stripe
 * (POST /api/reservations/{id}/refund), after saying yes to what will happen; the answer is shown.
 */
export function RefundButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const paid = useFormFields(([fields]) => Boolean(fields.paymentIntent?.value))
  const deposit = useFormFields(([fields]) => fields.deposit?.value as number | undefined)
  const currency = useFormFields(([fields]) => fields.currency?.value as string | undefined)
  const [state, setState] = useState<{ step: 'idle' | 'confirm' | 'sending'; message?: string; failed?: boolean }>({
    step: 'idle',
  })
  if (!id || !paid) return null
  if (status === 'refunded' && !state.message) return null
  const amount = deposit
    ? `$${deposit.toFixed(Number.isInteger(deposit) ? 0 : 2)} ${currency ?? ''}`.trim()
    : 'the deposit'
  const refund = async () => {
    setState({ step: 'sending' })
    try {
      const response = await fetch(`/api/reservations/${id}/refund`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setState({
        step: 'idle',
        failed: !response.ok,
        message: body.message ?? body.error ?? 'The deposit was not refunded.',
      })
      if (response.ok) router.refresh()
    } catch {
      setState({ step: 'idle', failed: true, message: 'The deposit was not refunded: check your connection.' })
    }
  }
  const refundable = refundRefusal({ status: status ?? '', paymentIntent: paid ? 'paid' : null }) === null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      {refundable && state.step === 'confirm' ? (
        <div role="group" aria-label="Refund the deposit">
          <p>Refund {amount} to the buyer’s card? The car is offered to other buyers again.</p>
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={refund}>
            Yes, refund {amount}
          </button>{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => setState({ step: 'idle' })}
          >
            Keep the deposit
          </button>
        </div>
      ) : refundable ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => setState({ step: 'confirm' })}
          disabled={state.step === 'sending'}
        >
          {state.step === 'sending' ? 'Refunding…' : 'Refund deposit'}
        </button>
      ) : null}
      <p role="status" style={{ color: state.failed ? 'var(--theme-error-500)' : undefined }}>
        {state.message ?? (refundable ? 'Gives the deposit back in full through Stripe; the buyer is e-mailed.' : '')}
      </p>
    </div>
  )
}
