'use client'

import { showToast } from '@/components/design/toasts'

/** Shows an example toast, as an action on a page would (the car page's Share does). */
export function ToastExample() {
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => showToast('Link copied. Paste it into a message or an email.')}
    >
      Show a toast
    </button>
  )
}
