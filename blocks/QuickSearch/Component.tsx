import type { QuickSearchBlock as QuickSearchData, Tenant } from '@/payload-types'
import { ShowVehiclesButton } from '@/components/ShowVehiclesButton'
import { stockForPage } from '@/content/stock'
import { priceCeilings } from '@/domain/quickSearch'
import { stockSearchPath } from '@/domain/searchPaths'
import { getPayloadClient } from '@/lib/payload'
import { stockList } from '@/search/stockList'
import { siteSettings } from '@tenants/settings'
import { QuickSearchFields, type MakeModelCount } from './QuickSearchFields.client'
import './quick-search.css'

/**
 * Make, model and a price ceiling from the dealer's own stock, and "Show Me N vehicles",
 * whose N follows the choices (spec). The form goes to the stock search, so it works without
 * JavaScript; with it, the model list follows the make.
 */
export async function QuickSearchBlock({ block, tenant }: { block: QuickSearchData; tenant: Tenant }) {
  const carTypes = block.carTypes?.length ? block.carTypes : siteSettings(tenant).stock.carTypes
  const result = await stockForPage(tenant, 'quick search', async () =>
    stockList(await getPayloadClient(), tenant, { terms: carTypes.length ? { car_type: carTypes } : {}, limit: 1 }),
  )
  if (!result?.count) return null
  const makeModels: MakeModelCount[] = Object.entries(result.facets.make_model ?? {})
    .map(([key, count]) => {
      const [make = '', model = ''] = key.split('|')
      return { make, model, count }
    })
    .filter((entry) => entry.make && entry.model)
    .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
  const heading = block.heading || 'Find your next car'
  const formId = `quick-search-${block.id ?? 'form'}`
  const fixed = new URLSearchParams(carTypes.map((type) => ['car_type', type])).toString()
  return (
    <section className="block block-quick-search" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{heading}</h2>
      <form
        id={formId}
        className="quick-search"
        method="get"
        action={stockSearchPath({ carTypes })}
        role="search"
        aria-labelledby={`${formId}-heading`}
      >
        <QuickSearchFields
          makeModels={makeModels}
          ceilings={priceCeilings(result.facetStats.price?.max, result.facetStats.price?.min)}
        />
        <div className="quick-search-submit">
          <ShowVehiclesButton formId={formId} initial={result.count} fixed={fixed} />
        </div>
      </form>
    </section>
  )
}
