'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** In a lead's sidebar: send it to the dealer again (POST /api/leads/{id}/resend), and say what happened. */
export function ResendLeadButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<{ sending: boolean; message?: string; failed?: boolean }>({ sending: false })
  if (!id) return null
  const resend = async () => {
    setState({ sending: true })
    try {
      const response = await fetch(`/api/leads/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setState({
        sending: false,
        failed: !response.ok,
        message: body.message ?? body.error ?? 'The lead could not be queued.',
      })
      if (response.ok) router.refresh()
    } catch {
      setState({ sending: false, failed: true, message: 'The lead could not be queued. Check your connection.' })
    }
  }
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={resend}
        disabled={state.sending}
      >
        {state.sending ? 'Sending…' : 'Send to the dealer again'}
      </button>
      <p role="status" style={{ color: state.failed ? 'var(--theme-error-500)' : undefined }}>
        {state.message ?? 'Goes out again on every channel set in the dealer’s Contact settings.'}
      </p>
    </div>
  )
}
