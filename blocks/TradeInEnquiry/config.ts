import { enquiryBlock } from '../fields/enquiryBlock'

export const TRADE_IN_DEFAULTS = {
  heading: 'Get your appraisal',
  text: 'Tell us about your car and how to reach you; we will get back to you with a valuation.',
  thankYou: 'Thank you, we have your car’s details and will be in touch with a valuation.',
}

export const TradeInEnquiryBlock = enquiryBlock({
  slug: 'tradeInEnquiry',
  interfaceName: 'TradeInEnquiryBlock',
  labels: { singular: 'Trade-in enquiry', plural: 'Trade-in enquiries' },
  defaults: TRADE_IN_DEFAULTS,
  leadKind: 'trade-in valuation',
})
