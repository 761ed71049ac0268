import type { Model, ServiceAdvantageBlock as ServiceAdvantageData, Tenant } from '@/payload-types'
import { servicePriceFor } from '@/domain/serviceAdvantage'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { ServiceAdvantagePanel } from '@/components/ServiceAdvantagePanel'
import { servicePricesOf } from '@/content/models'
import { siteSettings } from '@tenants/settings'
import '@/components/models.css'

/** A model's capped-price servicing with Book a Service; nothing when the dealer has no price for it. */
export async function ServiceAdvantageBlock({ block, tenant }: { block: ServiceAdvantageData; tenant: Tenant }) {
  const model = typeof block.model === 'object' && block.model ? (block.model as Model) : null
  if (!model) return null
  const price = servicePriceFor(model.name, await servicePricesOf(tenant))
  if (!price) return null
  const booking = serviceAndSellLinks(siteSettings(tenant).links.manufacturerBaseDomain).serviceBooking
  return <ServiceAdvantagePanel modelName={model.name} price={price} bookingUrl={booking} />
}
