'use client'

import { useRef, useState } from 'react'
import { tilesAround } from '@/domain/mapTiles'
import { mapEmbedUrl, mapTileUrl } from '@/integrations/maps'
import { useNearScreen } from './useNearScreen'
import './location-parts.css'

/** Streets with their names, the suburb around them. */
const PREVIEW_ZOOM = 15
/** How far outside the screen the preview's tiles are fetched, so that they are there when it scrolls in. */
const PREVIEW_MARGIN = '600px'

/**
 * A location's map. No map is loaded with the page: it appears when the visitor asks
 * ("interaction") or when it scrolls into view ("visible"). Until then a preview drawn from
 * the map's tiles stands in, fetched only as the box comes within a screen of view: twelve
 * tiles from another server are a phone's bandwidth taken from the photo and font at the top.
 * The box keeps its size throughout, so nothing shifts when the map arrives.
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
  const box = useRef<HTMLDivElement>(null)
  const [asked, setAsked] = useState(false)
  const inView = useNearScreen(box, '200px', load === 'visible')
  const shown = asked || inView
  const near = useNearScreen(box, PREVIEW_MARGIN)

  return (
    <div ref={box} className="location-map" data-map-loaded={shown ? 'true' : 'false'}>
      {shown ? (
        <iframe src={mapEmbedUrl(lat, lng)} title={`Map of ${name}`} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <>
          {/* A preview from the map's own tiles, centred on the place; the interactive map loads on demand. */}
          <div className="map-preview" aria-hidden="true">
            {/* Without JavaScript the browser's own lazy loading decides when the tiles come. */}
            {near ? previewTiles(lat, lng) : <noscript>{previewTiles(lat, lng)}</noscript>}
            <span className="map-pin" />
          </div>
          <button type="button" className="location-map-button" onClick={() => setAsked(true)}>
            Show interactive map<span className="visually-hidden"> of {name}</span>
          </button>
          <span className="map-attribution">© OpenStreetMap contributors</span>
        </>
      )}
    </div>
  )
}

/** The preview: the map's tiles around the place, centred on it. */
function previewTiles(lat: number, lng: number) {
  return tilesAround(lat, lng, PREVIEW_ZOOM).map((tile) => (
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
  ))
}
