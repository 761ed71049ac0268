import type { BrandStripBlock as BrandStripData, Tenant } from '@/payload-types'
import { modelsOf } from '@/content/models'
import { stockForPage } from '@/content/stock'
import { stockSearchPath } from '@/domain/searchPaths'
import { getPayloadClient } from '@/lib/payload'
import { stockList } from '@/search/stockList'
import { siteSettings } from '@tenants/settings'
import './brand-strip.css'
import { formatNumber } from '@/domain/numbers'

/**
 * A dealer group's brands: each make in its stock (most stocked first) with its count, linking
 * to that make's stock and, where the site lists the make's models, to its range.
 */
export async function BrandStripBlock({ block, tenant }: { block: BrandStripData; tenant: Tenant }) {
  const listed = siteSettings(tenant).stock.carTypes
  const result = await stockForPage(tenant, 'brand strip', async () =>
    stockList(await getPayloadClient(), tenant, { limit: 1 }),
  )
  const makes = Object.entries(result?.facets.make ?? {})
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  if (makes.length < 2) return null
  const ranges = new Map<string, string>()
  for (const model of await modelsOf(tenant))
    if (model.manufacturer && typeof model.manufacturer === 'object')
      ranges.set(model.manufacturer.name, model.manufacturer.slug ?? '')
  const heading = block.heading || 'Our brands'
  return (
    <section className="block block-brands" aria-label={heading}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="brand-strip">
        {makes.map(([make, n]) => (
          <li key={make} className="brand-tile">
            <span className="brand-name">{make}</span>
            <a href={stockSearchPath({ carTypes: listed, makes: [make] })}>
              {formatNumber(n)} in stock<span className="visually-hidden">: {make}</span>
            </a>
            {ranges.get(make) ? (
              <a href={`/models?make=${encodeURIComponent(ranges.get(make)!)}`}>
                Models<span className="visually-hidden">: {make}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
