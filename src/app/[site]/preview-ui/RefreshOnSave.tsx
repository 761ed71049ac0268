'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live Preview for server-rendered pages: tells the admin this window is ready, and
 * re-renders on the server whenever the admin reports a save or autosave. Rendered only
 * in draft mode, where a refresh is all a message can cause.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
