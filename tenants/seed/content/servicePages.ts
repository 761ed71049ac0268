import { paragraphsRichText } from '../assets'

/** /trade-in: where sell-my-car goes when the dealer has no manufacturer base domain. */
export function tradeInPage(dealerName: string) {
  return {
    title: 'Sell or Trade In Your Car',
    slug: 'trade-in',
    summary: 'A fair price for your car, paid fast, whether or not you buy from us.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} buys good used cars every day. Bring yours in for a free, no-obligation appraisal.`,
        ]),
      },
      // The form and the block's default questions.
      { blockType: 'tradeInEnquiry', heading: 'Get your appraisal' },
      { blockType: 'tradeInFaq', heading: 'Trade-in questions' },
    ],
  }
}

/** /genuine-service: where service booking goes when the dealer has no manufacturer base domain. */
export function servicePage(dealerName: string, contactPath: string) {
  return {
    title: 'Book a Service',
    slug: 'genuine-service',
    summary: 'Factory-trained technicians, genuine parts and a free wash with every service.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `Keep your car running like new with a service at ${dealerName}. Tell us when suits you and we will confirm your booking.`,
        ]),
      },
      { blockType: 'weekendHours', heading: 'Open this weekend', filter: 'service' },
      {
        blockType: 'callToAction',
        heading: 'Book your service',
        text: 'Choose a time that suits you.',
        buttonLabel: 'Enquire Now',
        buttonLink: contactPath,
      },
    ],
  }
}
