'use client'
import { useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { OFFER_ACCEPTED_EVENT, OFFER_ACCEPTED_SUBCATEGORY } from '@/domain/tradeInOffer'
import { trackEvent } from '@/integrations/analytics'
import { UNEXPECTED_ERROR } from '@/domain/enquiry'

export const ACCEPT_OFFER_ENDPOINT = '/api/trade-in-offers/accept'

/** Accept This Offer: records the acceptance (a lead for the dealer) and says so; event 18. */
export function AcceptOfferButton({ token, amount }: { token: string; amount: number }) {
  const [state, setState] = useState<{ sending: boolean; done?: string; error?: string }>({ sending: false })
  const status = useRef<HTMLParagraphElement>(null)
  const accept = async () => {
    setState({ sending: true })
    try {
      const response = await fetch(ACCEPT_OFFER_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok && answer.message) {
        if (response.status === 201)
          trackEvent(OFFER_ACCEPTED_EVENT, { category: 'trade-in', subcategory: OFFER_ACCEPTED_SUBCATEGORY, amount })
        setState({ sending: false, done: answer.message })
      } else setState({ sending: false, error: answer.error ?? UNEXPECTED_ERROR })
    } catch {
      setState({ sending: false, error: 'We could not reach the dealer just now. Please try again, or call us.' })
    }
    requestAnimationFrame(() => status.current?.focus())
  }
  if (state.done)
    return (
      <p ref={status} tabIndex={-1} role="status" className="enquiry-sent">
        {state.done}
      </p>
    )
  return (
    <div className="offer-accept">
      <Button className="button" onPress={accept} isPending={state.sending}>
        {state.sending ? 'Accepting…' : 'Accept This Offer'}
      </Button>
      {state.error ? (
        <p ref={status} tabIndex={-1} role="alert" className="enquiry-error">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
