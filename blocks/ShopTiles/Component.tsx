import type { ShopTilesBlock as ShopTilesData, Tenant } from '@/payload-types'
import { stockForPage } from '@/content/stock'
import { landingTitle, stockSearchPath } from '@/domain/searchPaths'
import { CAR_TYPES } from '@/domain/vehicleClassification'
import { SHAPES, shapeOf, type Shape } from '@/domain/vehicleShapes'
import { getPayloadClient } from '@/lib/payload'
import { stockList } from '@/search/stockList'
import { siteSettings } from '@tenants/settings'
import './shop-tiles.css'
import { formatNumber } from '@/domain/numbers'

/** Tiles shown by body: the most stocked bodies, as many as fit two rows of four. */
const MAX_BODY_TILES = 8
const TYPE_SHAPE = { new: 'suv', used: 'sedan', demo: 'hatch' } as const satisfies Record<string, Shape>

type Tile = { label: string; href: string; count: number; shape: Shape }

/**
 * "Shop new / used / demo" or "Shop by body": one tile per car type or body type in the
 * dealer's stock, each with its count and a silhouette, opening that search. Types and
 * bodies without stock get no tile.
 */
export async function ShopTilesBlock({ block, tenant }: { block: ShopTilesData; tenant: Tenant }) {
  const stock = siteSettings(tenant).stock
  const result = await stockForPage(tenant, 'shop tiles', async () =>
    stockList(await getPayloadClient(), tenant, { limit: 1 }),
  )
  if (!result?.count) return null
  const listed = stock.carTypes.length ? stock.carTypes : CAR_TYPES
  const tiles: Tile[] =
    block.shopBy === 'body'
      ? Object.entries(result.facets.body ?? {})
          .filter(([body, n]) => body !== 'Other' && n > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, MAX_BODY_TILES)
          .map(([body, n]) => ({
            label: body,
            href: `${stockSearchPath({ carTypes: listed })}?${new URLSearchParams({ body })}`,
            count: n,
            shape: shapeOf(body),
          }))
      : listed
          .filter((type) => (result.facets.car_type?.[type] ?? 0) > 0)
          .map((type) => ({
            label: landingTitle([type], stock.usedLabel),
            href: stockSearchPath({ carTypes: [type] }),
            count: result.facets.car_type?.[type] ?? 0,
            shape: TYPE_SHAPE[type],
          }))
  if (!tiles.length) return null
  const heading = block.heading || 'Shop our range'
  return (
    <section className="block block-shop-tiles" aria-label={heading}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="shop-tiles">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a className="shop-tile" href={tile.href}>
              <svg className="shop-tile-art" aria-hidden="true" viewBox="50 120 720 390">
                <path d={SHAPES[tile.shape].body} />
                <path d={SHAPES[tile.shape].glass} className="shop-tile-glass" />
                {SHAPES[tile.shape].wheels.map((x) => (
                  <circle key={x} cx={x} cy={440} r={56} className="shop-tile-wheel" />
                ))}
              </svg>
              <span className="shop-tile-label">{tile.label}</span>
              <span className="shop-tile-count">
                {formatNumber(tile.count)} {tile.count === 1 ? 'vehicle' : 'vehicles'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
