'use client'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useState } from 'react'
import { watchlistSignIn } from '@/domain/watchlist'
import { seemsSignedIn } from '@/features/visitorAuth/signedInHint'
import { rememberPendingSave } from '../pendingSave'
import { SaveLook } from './SaveLook'

// The watchlist's code (react-query, the requests) loads only for a visitor who signed in here.
const WatchlistToggle = dynamic(() => import('./WatchlistToggle.client').then((m) => m.WatchlistToggle), {
  ssr: false,
  loading: () => <SaveLook pressed={false} busy />,
})

/**
 * A car's Save toggle (spec: the watchlist). A visitor who is not signed in goes to the
 * sign-in with type=watchlist and comes back to the car, which is then saved; a sold car shows
 * the toggle only to a visitor who saved it already.
 */
export function SaveCarButton({ slug, inStock }: { slug: string; inStock: boolean }) {
  const [signedIn, setSignedIn] = useState(false)
  const signedOut = useCallback(() => setSignedIn(false), [])
  useEffect(() => setSignedIn(seemsSignedIn()), [])
  if (signedIn) return <WatchlistToggle slug={slug} inStock={inStock} onSignedOut={signedOut} />
  if (!inStock) return null
  return (
    <SaveLook
      pressed={false}
      onPress={() => {
        rememberPendingSave(slug)
        window.location.assign(watchlistSignIn(`${window.location.pathname}${window.location.search}`))
      }}
    />
  )
}
