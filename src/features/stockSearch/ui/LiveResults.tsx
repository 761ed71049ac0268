import type { PromoCardContent } from '@/content/promoCards'
import type { CarCardSettings } from '@/components/CarCard'
import { StockGrid } from '@/components/StockGrid'
import type { SearchDocument } from '@/search/document'

/**
 * The results of a search the visitor refined in the page: the same grid the server renders,
 * drawn in the browser. Loaded with the first refinement, never with the page.
 */
export default function LiveResults({
  hits,
  promos,
  settings,
  label,
  clear,
}: {
  hits: SearchDocument[]
  promos: PromoCardContent[]
  settings: CarCardSettings
  label: string
  clear: React.ReactNode
}) {
  if (hits.length === 0) return <p className="search-empty">No vehicles match these filters. {clear}</p>
  return <StockGrid cars={hits} promos={promos} settings={settings} headingLevel="h3" label={label} />
}
