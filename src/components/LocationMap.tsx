'use client'

import { useEffect, useRef, useState } from 'react'
import { mapEmbedUrl } from '@/integrations/maps'
import './location-parts.css'

/**
 * A location's map. No map is loaded with the page: it appears when the visitor asks
 * ("interaction") or when it scrolls into view ("visible"). The box keeps its size
 * throughout, so nothing shifts when the map arrives.
 */
export function LocationMap({
  lat,
  lng,
  name,
  load,
}: {
  lat: number
  lng: number
  name: string
  load: 'interaction' | 'visible'
}) {
  const [shown, setShown] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (load !== 'visible' || shown || !box.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [load, shown])

  return (
    <div ref={box} className="location-map" data-map-loaded={shown ? 'true' : 'false'}>
      {shown ? (
        <iframe src={mapEmbedUrl(lat, lng)} title={`Map of ${name}`} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <button type="button" className="location-map-button" onClick={() => setShown(true)}>
          Show map<span className="visually-hidden"> of {name}</span>
        </button>
      )}
    </div>
  )
}
