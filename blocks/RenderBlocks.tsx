import type { ComponentType } from 'react'
import type { Page, Tenant } from '@/payload-types'
import { BlogCardsBlock } from './BlogCards/Component'
import { LocationMapBlock } from './LocationMap/Component'
import { StickyCtaBlock } from './StickyCta/Component'
import { StockGridBlock } from './StockGrid/Component'
import { GetFinanceNowBlock } from './GetFinanceNow/Component'
import { CareersEnquiryBlock } from './CareersEnquiry/Component'
import { TradeInEnquiryBlock } from './TradeInEnquiry/Component'
import { FleetEnquiryBlock } from './FleetEnquiry/Component'
import { FeedbackSurveyBlock } from './FeedbackSurvey/Component'
import { TradeInFaqBlock } from './TradeInFaq/Component'
import { WeekendHoursBlock } from './WeekendHours/Component'
import { AcceptedPaymentsBlock } from './AcceptedPayments/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { FeatureBannerBlock } from './FeatureBanner/Component'
import { FinanceCalculatorBlock } from './FinanceCalculator/Component'
import { GuaranteeStripBlock } from './GuaranteeStrip/Component'
import { HeroBlock } from './Hero/Component'
import { PromotionsSliderBlock } from './PromotionsSlider/Component'
import { QuickSearchBlock } from './QuickSearch/Component'
import { ShopTilesBlock } from './ShopTiles/Component'
import { BrandStripBlock } from './BrandStrip/Component'
import { LocationsBlock } from './Locations/Component'
import { ModelsGridBlock } from './ModelsGrid/Component'
import { OffersListBlock } from './OffersList/Component'
import { ReviewsBlock } from './Reviews/Component'
import { RichTextBlock } from './RichText/Component'
import { ServiceAdvantageBlock } from './ServiceAdvantage/Component'

export type PageBlock = NonNullable<Page['layout']>[number]
/** Every block gets its data and the dealer whose page it is on (for settings-driven blocks). */
/**
 * `pageHeading`: this block opens the page and its heading is the page's one h1 (a lead hero).
 * `opensPage`: this block is the first on the page, so its first picture is the page's LCP.
 */
type BlockProps<B> = { block: B; tenant: Tenant; pageHeading?: boolean; opensPage?: boolean }
type BlockComponents = {
  [K in PageBlock['blockType']]: ComponentType<BlockProps<Extract<PageBlock, { blockType: K }>>>
}

/** One component per block slug; adding a block to `configs.ts` without one here fails the type check. */
const components: BlockComponents = {
  hero: HeroBlock,
  promotionsSlider: PromotionsSliderBlock,
  quickSearch: QuickSearchBlock,
  shopTiles: ShopTilesBlock,
  brandStrip: BrandStripBlock,
  richText: RichTextBlock,
  callToAction: CallToActionBlock,
  featureBanner: FeatureBannerBlock,
  guaranteeStrip: GuaranteeStripBlock,
  acceptedPayments: AcceptedPaymentsBlock,
  locations: LocationsBlock,
  stockGrid: StockGridBlock,
  getFinanceNow: GetFinanceNowBlock,
  fleetEnquiry: FleetEnquiryBlock,
  feedbackSurvey: FeedbackSurveyBlock,
  careersEnquiry: CareersEnquiryBlock,
  tradeInEnquiry: TradeInEnquiryBlock,
  financeCalculator: FinanceCalculatorBlock,
  modelsGrid: ModelsGridBlock,
  offersList: OffersListBlock,
  serviceAdvantage: ServiceAdvantageBlock,
  reviews: ReviewsBlock,
  weekendHours: WeekendHoursBlock,
  locationMap: LocationMapBlock,
  tradeInFaq: TradeInFaqBlock,
  blogCards: BlogCardsBlock,
  stickyCta: StickyCtaBlock,
}

/** A page whose first block is a hero shows the hero's headline as its title (one headline per page). */
export const heroLeads = (blocks: Page['layout']) => blocks?.[0]?.blockType === 'hero'

export function RenderBlocks({ blocks, tenant }: { blocks: Page['layout']; tenant: Tenant }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as ComponentType<BlockProps<PageBlock>>
        return (
          <Component
            key={block.id ?? `${block.blockType}-${index}`}
            block={block}
            tenant={tenant}
            pageHeading={index === 0 && heroLeads(blocks)}
            opensPage={index === 0}
          />
        )
      })}
    </>
  )
}
