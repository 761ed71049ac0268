import Link from 'next/link'
import type { GetFinanceNowBlock as GetFinanceNowData, Tenant } from '@/payload-types'
import { carCardSettings } from '@/components/carCardSettings'
import { StockGrid } from '@/components/StockGrid'
import { stockForPage } from '@/content/stock'
import { stockSearchPath } from '@/domain/searchPaths'
import { financeLink } from '@/domain/siteLinks'
import { getPayloadClient } from '@/lib/payload'
import { featuredUsedStock } from '@/search/stockList'
import { siteSettings } from '@tenants/settings'
import './get-finance-now.css'

async function featuredCars(tenant: Tenant) {
  const result = await stockForPage(
    tenant,
    'get finance now',
    async () => featuredUsedStock(await getPayloadClient(), tenant),
    (found) => found.hits,
  )
  return result?.hits ?? []
}

/**
 * The finance landing block: the finance steps with Start Finance Journey, and the dealer's
 * featured used stock with View All Used Cars. Sites that list no used cars show the steps only.
 */
export async function GetFinanceNowBlock({ block, tenant }: { block: GetFinanceNowData; tenant: Tenant }) {
  const settings = siteSettings(tenant)
  const cars = await featuredCars(tenant)
  const heading = block.heading || 'Get Finance Now'
  const steps = block.steps ?? []
  return (
    <section className="block block-get-finance" aria-labelledby={`get-finance-${block.id}`}>
      <h2 id={`get-finance-${block.id}`}>{heading}</h2>
      {block.intro ? <p className="get-finance-intro">{block.intro}</p> : null}
      {steps.length ? (
        <ol className="finance-steps">
          {steps.map((step, index) => (
            <li key={step.id ?? index}>
              <span className="finance-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              {step.text ? <p>{step.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="get-finance-actions">
        <a className="button" href={financeLink(settings.links)}>
          Start Finance Journey
        </a>
        {cars.length ? (
          <Link className="outline-button" href={stockSearchPath({ carTypes: ['used'] })}>
            View All {settings.stock.usedLabel} Cars
          </Link>
        ) : null}
      </p>
      {cars.length ? (
        <>
          {block.stockHeading ? <h3 className="get-finance-stock-heading">{block.stockHeading}</h3> : null}
          <StockGrid
            cars={cars}
            promos={[]}
            settings={carCardSettings(tenant)}
            headingLevel={block.stockHeading ? 'h4' : 'h3'}
            label={block.stockHeading || 'Featured used cars'}
          />
        </>
      ) : null}
    </section>
  )
}
