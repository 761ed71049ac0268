/**
 * A map preview from standard web-map tiles (256 px squares in the Web Mercator grid): which
 * tiles surround a place and where each sits relative to it, so the place is at the centre of
 * the preview whatever its width.
 */
export const TILE_SIZE = 256

/** The place's position in the zoom level's pixel grid. */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}

export type PlacedTile = { x: number; y: number; zoom: number; left: number; top: number }

/**
 * The tiles covering `columns` x `rows` tiles around the place, each with its offset in pixels
 * from the place (left/top of the tile relative to the centre point).
 */
export function tilesAround(lat: number, lng: number, zoom: number, columns = 4, rows = 3): PlacedTile[] {
  const point = worldPixel(lat, lng, zoom)
  const centreX = Math.floor(point.x / TILE_SIZE)
  const centreY = Math.floor(point.y / TILE_SIZE)
  const tiles: PlacedTile[] = []
  for (let dy = -Math.floor(rows / 2); dy < rows - Math.floor(rows / 2); dy++)
    for (let dx = -Math.floor(columns / 2); dx < columns - Math.floor(columns / 2); dx++) {
      const x = centreX + dx
      const y = centreY + dy
      tiles.push({ x, y, zoom, left: Math.round(x * TILE_SIZE - point.x), top: Math.round(y * TILE_SIZE - point.y) })
    }
  return tiles
}
