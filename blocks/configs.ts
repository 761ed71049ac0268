import type { Block } from 'payload'
import { BlogCardsBlock } from './BlogCards/config'
import { LocationMapBlock } from './LocationMap/config'
import { StickyCtaBlock } from './StickyCta/config'
import { StockGridBlock } from './StockGrid/config'
import { GetFinanceNowBlock } from './GetFinanceNow/config'
import { CareersEnquiryBlock } from './CareersEnquiry/config'
import { FleetEnquiryBlock } from './FleetEnquiry/config'
import { FeedbackSurveyBlock } from './FeedbackSurvey/config'
import { TradeInFaqBlock } from './TradeInFaq/config'
import { TradeInEnquiryBlock } from './TradeInEnquiry/config'
import { WeekendHoursBlock } from './WeekendHours/config'
import { AcceptedPaymentsBlock } from './AcceptedPayments/config'
import { CallToActionBlock } from './CallToAction/config'
import { FeatureBannerBlock } from './FeatureBanner/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { GuaranteeStripBlock } from './GuaranteeStrip/config'
import { HeroBlock } from './Hero/config'
import { PromotionsSliderBlock } from './PromotionsSlider/config'
import { QuickSearchBlock } from './QuickSearch/config'
import { ShopTilesBlock } from './ShopTiles/config'
import { BrandStripBlock } from './BrandStrip/config'
import { LocationsBlock } from './Locations/config'
import { ModelsGridBlock } from './ModelsGrid/config'
import { OffersListBlock } from './OffersList/config'
import { ReviewsBlock } from './Reviews/config'
import { RichTextBlock } from './RichText/config'
import { ServiceAdvantageBlock } from './ServiceAdvantage/config'

/**
 * The page-builder blocks, in the order editors see them. The Pages `layout` field is
 * built from this list, and `RenderBlocks` must supply a component for every slug here
 * (the type system checks it), so a block cannot exist in one place only.
 */
export const pageBlocks = [
  HeroBlock,
  PromotionsSliderBlock,
  QuickSearchBlock,
  ShopTilesBlock,
  BrandStripBlock,
  RichTextBlock,
  CallToActionBlock,
  FeatureBannerBlock,
  GuaranteeStripBlock,
  AcceptedPaymentsBlock,
  LocationsBlock,
  StockGridBlock,
  GetFinanceNowBlock,
  FleetEnquiryBlock,
  CareersEnquiryBlock,
  FeedbackSurveyBlock,
  TradeInEnquiryBlock,
  FinanceCalculatorBlock,
  ModelsGridBlock,
  OffersListBlock,
  ServiceAdvantageBlock,
  ReviewsBlock,
  WeekendHoursBlock,
  LocationMapBlock,
  TradeInFaqBlock,
  BlogCardsBlock,
  StickyCtaBlock,
] as const satisfies readonly Block[]
