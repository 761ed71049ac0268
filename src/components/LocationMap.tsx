'use client'

import { useEffect, useRef, useState } from 'react'
import { tilesAround } from '@/domain/mapTiles'
import { mapEmbedUrl, mapTileUrl } from '@/integrations/maps'
import './location-parts.css'

/**
 * A location's map. No map is loaded with the page: it appears when the visitor asks
 * ("interaction") or when it scrolls into view ("visible"). The box keeps its size
 * throughout, so nothing shifts when the map arrives.
 */
/** Streets with their names, the suburb around them. */
const PREVIEW_ZOOM = 15

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
        <>
          {/* A preview from the map's own tiles, centred on the place; the interactive map loads on demand. */}
          <div className="map-preview" aria-hidden="true">
            {tilesAround(lat, lng, PREVIEW_ZOOM).map((tile) => (
              // eslint-disable-next-line @next/next/no-img-element -- map tiles from the tile server, 256 px each
              <img
                key={`${tile.x}-${tile.y}`}
                src={mapTileUrl(tile.zoom, tile.x, tile.y)}
                alt=""
                width={256}
                height={256}
                loading="lazy"
                decoding="async"
                style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
              />
            ))}
            <span className="map-pin" />
          </div>
          <button type="button" className="location-map-button" onClick={() => setShown(true)}>
            Show interactive map<span className="visually-hidden"> of {name}</span>
          </button>
          <span className="map-attribution">© OpenStreetMap contributors</span>
        </>
      )}
    </div>
  )
}
