import { mapEmbedTemplate } from './mapEmbed.mjs'

/**
 * Embedded maps. OpenStreetMap's embed needs no key and sets no cookies, so it works for
 * every dealer out of the box; a deployment may point NEXT_PUBLIC_MAP_EMBED_URL at another provider
 * ({lat}, {lng}, {bbox} are filled in).
 */
export function mapEmbedUrl(lat: number, lng: number): string {
  const box = [lng - 0.008, lat - 0.005, lng + 0.008, lat + 0.005].map((n) => n.toFixed(5)).join(',')
  return mapEmbedTemplate()
    .replaceAll('{bbox}', box)
    .replaceAll('{lat}', lat.toFixed(5))
    .replaceAll('{lng}', lng.toFixed(5))
}

/**
 * The map preview's tiles: OpenStreetMap's standard tiles by default (free for light use
 * with the attribution the preview shows); NEXT_PUBLIC_MAP_TILE_URL points at another tile
 * server ({z}, {x}, {y} are filled in), as a busy deployment should.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

export function mapTileUrl(zoom: number, x: number, y: number): string {
  return (process.env.NEXT_PUBLIC_MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL)
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
}
