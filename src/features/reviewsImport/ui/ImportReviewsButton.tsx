'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Beside a location's Google profile: import its reviews now (POST /api/locations/{id}/import-reviews), and say what happened. */
export function ImportReviewsButton() {
  const { id } = useDocumentInfo()
  const profile = useFormFields(([fields]) => fields.googleProfile?.initialValue)
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false })
  if (!id || !profile) return null
  const run = async () => {
    setState({ busy: true })
    try {
      const response = await fetch(`/api/locations/${id}/import-reviews`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setState({ busy: false, failed: !response.ok, message: body.message ?? body.error ?? 'Nothing was imported.' })
      if (response.ok) router.refresh()
    } catch {
      setState({ busy: false, failed: true, message: 'Nothing was imported. Check your connection.' })
    }
  }
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={run} disabled={state.busy}>
        {state.busy ? 'Importing…' : 'Import Google reviews'}
      </button>
      <p role="status" style={{ color: state.failed ? 'var(--theme-error-500)' : undefined }}>
        {state.message ?? 'Brings in the profile’s rating, reviews and your replies now.'}
      </p>
    </div>
  )
}
