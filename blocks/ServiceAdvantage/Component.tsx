import type { Model, ServiceAdvantageBlock as ServiceAdvantageData, Tenant } from '@/payload-types'
import { servicePriceFor } from '@/domain/serviceAdvantage'
import { SERVICE_BOOKING_PATH } from '@/domain/siteLinks'
import { ServiceAdvantagePanel } from '@/components/ServiceAdvantagePanel'
import { servicePricesOf } from '@/content/models'
import '@/components/models.css'

/** A model's capped-price servicing with Book a Service; nothing when the dealer has no price for it. */
export async function ServiceAdvantageBlock({ block, tenant }: { block: ServiceAdvantageData; tenant: Tenant }) {
  const model = typeof block.model === 'object' && block.model ? (block.model as Model) : null
  if (!model) return null
  const price = servicePriceFor(model.name, await servicePricesOf(tenant))
  if (!price) return null
  return <ServiceAdvantagePanel modelName={model.name} price={price} bookingUrl={SERVICE_BOOKING_PATH} />
}
