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
