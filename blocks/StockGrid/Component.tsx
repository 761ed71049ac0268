import Link from 'next/link'
import type { StockGridBlock as StockGridData, Tenant } from '@/payload-types'
import { carCardSettings } from '@/components/carCardSettings'
import { StockGrid } from '@/components/StockGrid'
import { promoCardsFor } from '@/content/promoCards'
import { stockForPage } from '@/content/stock'
import { stockSearchPath } from '@/domain/searchPaths'
import { getPayloadClient } from '@/lib/payload'
import { DEFAULT_SORT } from '@/search/query'
import { stockList } from '@/search/stockList'
import { siteSettings } from '@tenants/settings'
import { formatNumber } from '@/domain/numbers'

/**
 * The first page of a stock list (the car types, makes, body types and price range the editor
 * chose, such as "Used under $30k"), rendered on the server from the search engine with the
 * dealer's promo cards at their positions, and a link to the full search. A search outage
 * leaves the rest of the page standing: the grid is left out and the error logged.
 */
export async function StockGridBlock({ block, tenant }: { block: StockGridData; tenant: Tenant }) {
  const carTypes = block.carTypes ?? []
  const makes = (block.makes ?? []).map((make) => make.trim()).filter(Boolean)
  const bodies = block.bodies ?? []
  const price = { min: block.priceMin ?? undefined, max: block.priceMax ?? undefined }
  const priced = price.min !== undefined || price.max !== undefined
  const now = new Date()
  const result = await stockForPage(
    tenant,
    'stock grid',
    async () =>
      stockList(
        await getPayloadClient(),
        tenant,
        {
          terms: {
            ...(carTypes.length ? { car_type: carTypes } : {}),
            ...(makes.length ? { make: makes } : {}),
            ...(bodies.length ? { body: bodies } : {}),
          },
          ranges: priced ? { price } : {},
          sortBy: block.sortBy ?? DEFAULT_SORT,
          limit: block.limit ?? siteSettings(tenant).stock.resultsPerPage,
        },
        now,
      ),
    (found) => found.hits,
  )
  if (!result?.hits.length) return null

  const listedTypes = carTypes.length ? carTypes : siteSettings(tenant).stock.carTypes
  const promos = block.showPromoCards === false ? [] : await promoCardsFor(tenant, listedTypes, now)
  const heading = block.heading || 'Our stock'
  return (
    <section className="block block-stock" aria-label={heading}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <StockGrid
        cars={result.hits}
        promos={promos}
        settings={carCardSettings(tenant, now)}
        headingLevel={block.heading ? 'h3' : 'h2'}
        label={heading}
      />
      <p className="stock-grid-more">
        <Link className="outline-button" href={stockSearchPath({ carTypes: listedTypes, makes, bodies, price })}>
          View all {formatNumber(result.count)} cars
        </Link>
      </p>
    </section>
  )
}
