'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useRef } from 'react'

/**
 * Live Preview for server-rendered pages (Payload's RefreshRouteOnSave): tells the admin this
 * window is ready and re-renders on the server whenever the admin reports a save or autosave.
 * Messages are taken from the admin's origin only, so no other page that frames or opens this
 * one can make it refresh. Rendered only in preview.
 */
export function RefreshOnSave({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  // The library also refreshes once on mount, for pages rendered before the preview began;
  // ours was rendered for this very request, so that first refresh would only render it
  // twice (and Next writes the head's metadata again on a refresh).
  const mounted = useRef(false)
  const refresh = useCallback(() => {
    if (mounted.current) router.refresh()
    mounted.current = true
  }, [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={adminOrigin} />
}
