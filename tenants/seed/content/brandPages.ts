import { paragraphsRichText } from '../assets'

type SeedPage = { title: string; slug: string; summary: string; layout: Record<string, unknown>[] }

/**
 * The Toyota demo dealer's own pages that its menus link to (spec: the Toyota header and
 * footer): warranty, roadside assistance, genuine service, parts and accessories, hybrids,
 * Warranty Advantage and the capped-price service page its promo card points at.
 */
export function brandPages(
  dealerName: string,
  contactPath: string,
  serviceModelId: number | string | undefined,
): SeedPage[] {
  const enquire = (heading: string, text: string) => ({
    blockType: 'callToAction',
    heading,
    text,
    buttonLabel: 'Enquire Now',
    buttonLink: contactPath,
  })
  return [
    {
      title: 'Toyota Warranty',
      slug: 'warranty',
      summary: 'Five years, unlimited kilometres, on every new Toyota.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Every new Toyota comes with a 5-year, unlimited-kilometre warranty, and the engine and driveline are covered for up to 7 years when you service on time with us.',
            'Hybrid batteries are covered for up to 10 years with an annual hybrid health check.',
          ]),
        },
        enquire('Questions about your warranty?', `The ${dealerName} service team can check your cover in minutes.`),
      ],
    },
    {
      title: 'Roadside Assist',
      slug: 'roadside-assist',
      summary: 'Help on the road, around the clock, anywhere in Australia.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Flat battery, flat tyre, locked out or out of fuel: Toyota Roadside Assist gets you moving again, 24 hours a day, 365 days a year.',
            `Cover comes with every service at ${dealerName} under Toyota Service Advantage.`,
          ]),
        },
        enquire('Need to check your cover?', 'Tell us your registration and we will confirm it.'),
      ],
    },
    {
      title: 'Genuine Service',
      slug: 'genuine-service',
      summary: 'Toyota-trained technicians and Toyota Genuine Parts.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            `Our technicians at ${dealerName} are trained by Toyota and use Toyota Genuine Parts, made to fit and covered by Toyota's parts warranty.`,
          ]),
        },
        { blockType: 'weekendHours', heading: 'Service open this weekend', filter: 'service' },
        enquire('Book your service', 'Choose a time that suits you and we will confirm your booking.'),
      ],
    },
    {
      title: 'Toyota Service Advantage',
      slug: 'service',
      summary: 'Capped-price servicing: you know the price before you book.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Toyota Service Advantage caps the price of your scheduled logbook services for up to 5 years or 75,000 km, whichever comes first.',
          ]),
        },
        ...(serviceModelId === undefined ? [] : [{ blockType: 'serviceAdvantage', model: serviceModelId }]),
        enquire('Book your service', 'Choose a time that suits you and we will confirm your booking.'),
      ],
    },
    {
      title: 'Parts & Accessories',
      slug: 'vehicle-parts-and-accessories',
      summary: 'Toyota Genuine Parts and Accessories, fitted by us.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Tow bars, roof racks, floor mats, nudge bars and more, designed for your Toyota and covered by the Toyota Genuine Accessories warranty when we fit them.',
          ]),
        },
        enquire('Ask our parts team', 'Tell us your model and what you need; we will quote and order it.'),
      ],
    },
    {
      title: 'Toyota Hybrids',
      slug: 'toyota-hybrids',
      summary: 'Self-charging hybrids across the range, from Yaris to HiLux.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Toyota hybrids charge themselves as you drive and brake: no plugs, no range anxiety, lower fuel bills.',
          ]),
        },
        { blockType: 'modelsGrid', heading: 'Electrified models', category: 'Electrified', limit: 12 },
      ],
    },
    {
      title: 'Toyota Warranty Advantage',
      slug: 'toyota-warranty-advantage',
      summary: 'Up to 7 years engine and driveline cover when you service with us.',
      layout: [
        {
          blockType: 'richText',
          content: paragraphsRichText([
            'Service your Toyota on time at an authorised dealer and the engine and driveline warranty extends to 7 years; hybrid batteries to 10 years with an annual health check.',
          ]),
        },
        enquire('Ask about Warranty Advantage', `${dealerName} can tell you what your car is covered for.`),
      ],
    },
  ]
}

/** The independent demo dealer's buying guide, which its used-car promo card links to. */
export function buyersTipsPage(dealerName: string, contactPath: string): SeedPage {
  return {
    title: 'Buyer’s Tips',
    slug: 'buyers-tips',
    summary: 'What to check before you buy a used car or caravan, and our 48-hour money-back guarantee.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          'Check the service history, test drive on roads you know, and ask for the car’s history report.',
          `Every used car at ${dealerName} comes with a 48-hour money-back guarantee: if it is not right for you, bring it back within 48 hours and 200 km for a full refund.`,
        ]),
      },
      {
        blockType: 'callToAction',
        heading: 'Questions before you buy?',
        text: 'Our team is happy to help.',
        buttonLabel: 'Enquire Now',
        buttonLink: contactPath,
      },
    ],
  }
}
