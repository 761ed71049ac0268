'use client'
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { showToast } from '@/components/design/toasts'
import {
  CAR_SAVED_EVENT,
  MY_GARAGE_PATH,
  REMOVED_TOAST,
  SAVED_TOAST,
  showsSaveControl,
  VIEW_LIST,
} from '@/domain/watchlist'
import { trackEvent } from '@/integrations/analytics'
import { takePendingSave } from '../pendingSave'
import { changeWatchlist, fetchWatchlist, WATCHLIST_KEY, watchlistClient, WatchlistError } from '../watchlistClient'
import { SaveLook } from './SaveLook'

type Props = { slug: string; inStock: boolean; onSignedOut: () => void }

/** The Save toggle of a signed-in visitor: their watchlist read once per page, changed in place. */
export function WatchlistToggle(props: Props) {
  return (
    <QueryClientProvider client={watchlistClient}>
      <Toggle {...props} />
    </QueryClientProvider>
  )
}

function Toggle({ slug, inStock, onSignedOut }: Props) {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: WATCHLIST_KEY, queryFn: fetchWatchlist })
  const saved = list.data?.includes(slug) ?? false
  const change = useMutation({
    mutationFn: (action: 'save' | 'remove') => changeWatchlist(action, slug),
    onSuccess: (_, action) => {
      queryClient.setQueryData<string[] | null>(WATCHLIST_KEY, (cars) =>
        action === 'save'
          ? [slug, ...(cars ?? []).filter((car) => car !== slug)]
          : (cars ?? []).filter((car) => car !== slug),
      )
      if (action === 'save') {
        trackEvent(CAR_SAVED_EVENT, { car_id: slug })
        showToast(SAVED_TOAST, undefined, { label: VIEW_LIST, href: MY_GARAGE_PATH })
      } else showToast(REMOVED_TOAST)
    },
    onError: (error) => {
      if (error instanceof WatchlistError && error.status === 401) onSignedOut()
      showToast(error.message)
    },
  })
  const { mutate } = change
  useEffect(() => {
    if (list.data === null) onSignedOut()
    // Back from the sign-in a save was waiting for: made now, once.
    else if (list.data && takePendingSave(slug) && !list.data.includes(slug)) mutate('save')
  }, [list.data, slug, mutate, onSignedOut])

  if (!showsSaveControl(inStock, saved)) return null
  return (
    <SaveLook
      pressed={saved}
      busy={list.isPending || change.isPending}
      onPress={() => change.mutate(saved ? 'remove' : 'save')}
    />
  )
}
