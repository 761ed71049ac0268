'use client'

import { useEffect, useRef, useState } from 'react'
import { maskedPhone } from '@/domain/phoneReveal'
import { telHref } from '@/domain/phone'

/**
 * The dealer's phone number to call. Where the dealer masks it (spec), it shows its first 5
 * characters until the visitor asks for it; revealing it logs the reveal
 * (POST /api/phone-reveals) and turns it into a call link, which takes the focus.
 */
export function PhoneReveal({
  phone,
  masked,
  carId,
  dealershipId,
}: {
  phone: string
  masked: boolean
  carId?: string
  dealershipId?: string
}) {
  const [revealed, setRevealed] = useState(!masked)
  const link = useRef<HTMLAnchorElement>(null)
  const [asked, setAsked] = useState(false)

  useEffect(() => {
    if (asked && revealed) link.current?.focus()
  }, [asked, revealed])

  if (revealed) {
    return (
      <a ref={link} className="outline-button" href={telHref(phone)} data-car-id={carId}>
        Call {phone}
      </a>
    )
  }
  const reveal = () => {
    setRevealed(true)
    setAsked(true)
    void fetch('/api/phone-reveals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        car_id: carId ?? null,
        dealership_id: dealershipId ?? null,
        path: window.location.pathname,
      }),
      keepalive: true,
    }).catch(() => {
      /* the reveal is only logged; the visitor has the number either way */
    })
  }
  return (
    <button type="button" className="outline-button" onClick={reveal}>
      {maskedPhone(phone)}
      <span className="phone-reveal-action">Show number</span>
    </button>
  )
}
