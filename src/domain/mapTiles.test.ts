import { describe, expect, it } from 'vitest'
import { TILE_SIZE, tilesAround, worldPixel } from './mapTiles'

describe('map tiles', () => {
  it('finds the tile a place is on (Sydney Opera House at zoom 15 is tile 30147/19662)', () => {
    const { x, y } = worldPixel(-33.8568, 151.2153, 15)
    expect(Math.floor(x / TILE_SIZE)).toBe(30147)
    expect(Math.floor(y / TILE_SIZE)).toBe(19662)
  })

  it('surrounds the place with tiles placed so that it sits at the centre', () => {
    const tiles = tilesAround(-33.8568, 151.2153, 15, 4, 3)
    expect(tiles).toHaveLength(12)
    const home = tiles.find((tile) => tile.x === 30147 && tile.y === 19662)!
    // The place is inside its own tile: the tile starts up to one tile's size before it.
    expect(home.left).toBeLessThanOrEqual(0)
    expect(home.left).toBeGreaterThan(-TILE_SIZE)
    expect(home.top).toBeLessThanOrEqual(0)
    expect(home.top).toBeGreaterThan(-TILE_SIZE)
    // Neighbours are one tile apart.
    const east = tiles.find((tile) => tile.x === 30148 && tile.y === 19662)!
    expect(east.left - home.left).toBe(TILE_SIZE)
  })
})
