'use client'

import { useEffect, useState } from 'react'
import './enquiry-form.css'
import { rememberedEnquiry, type RememberedEnquiry } from '../successStorage'

/** On /success: the car the visitor just asked about, as their browser kept it (nothing when it did not). */
export function EnquiredCarCard() {
  const [enquiry, setEnquiry] = useState<RememberedEnquiry | null>(null)
  useEffect(() => setEnquiry(rememberedEnquiry()), [])
  const car = enquiry?.car
  if (!car) return null
  return (
    <section className="success-car" aria-labelledby="success-car-title">
      {car.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a rendition the platform stored at import
        <img src={car.photo} alt="" width={240} height={180} />
      ) : null}
      <div>
        <p className="success-car-label">You asked about</p>
        <h2 id="success-car-title">{car.title}</h2>
        {enquiry.requested ? <p>{enquiry.requested}</p> : null}
        <a href={`/cars/${car.slug}`}>Back to this car</a>
      </div>
    </section>
  )
}
