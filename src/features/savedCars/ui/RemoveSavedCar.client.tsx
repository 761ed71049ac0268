'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { showToast } from '@/components/design/toasts'
import { REMOVED_TOAST } from '@/domain/watchlist'
import { changeWatchlist, WATCHLIST_KEY, watchlistClient } from '../watchlistClient'

/** My Garage's Remove for a saved car: the list is read again from the server once it is gone. */
export function RemoveSavedCar({ slug, title }: { slug: string; title: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await changeWatchlist('remove', slug)
      watchlistClient.setQueryData<string[] | null>(WATCHLIST_KEY, (cars) => cars?.filter((car) => car !== slug))
      showToast(REMOVED_TOAST)
      router.refresh()
    } catch (error) {
      showToast((error as Error).message)
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="btn btn-ghost garage-remove"
      aria-busy={busy || undefined}
      onClick={busy ? undefined : remove}
    >
      Remove<span className="visually-hidden"> {title}</span>
    </button>
  )
}
