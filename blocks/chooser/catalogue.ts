/** What a block's thumbnail draws (blocks/chooser/thumbnail.ts). */
export type Sketch =
  | 'hero'
  | 'slider'
  | 'search'
  | 'tiles'
  | 'brands'
  | 'text'
  | 'callToAction'
  | 'threeTiles'
  | 'strip'
  | 'locations'
  | 'stock'
  | 'form'
  | 'calculator'
  | 'models'
  | 'offers'
  | 'reviews'
  | 'hours'
  | 'map'
  | 'faq'
  | 'cards'
  | 'stickyBar'
  | 'steps'
  | 'price'

export type ChooserEntry = {
  /** The heading the block sits under in the chooser. */
  group: ChooserGroup
  /** One line: what a visitor sees. Printed under the block's picture and read as its alt text. */
  description: string
  sketch: Sketch
}

export const CHOOSER_GROUPS = [
  'Top of the page',
  'Stock and models',
  'Offers and finance',
  'The dealership',
  'Forms',
  'Text and extras',
] as const
export type ChooserGroup = (typeof CHOOSER_GROUPS)[number]

/**
 * How each page-builder block is offered in the admin's block chooser, by block slug. A page
 * block without an entry stops the config from loading (chooserEntryOf), so none is offered
 * as a grey square.
 */
export const BLOCK_CHOOSER: Readonly<Record<string, ChooserEntry>> = {
  hero: {
    group: 'Top of the page',
    sketch: 'hero',
    description: 'A large photo or video with a headline and buttons.',
  },
  promotionsSlider: {
    group: 'Top of the page',
    sketch: 'slider',
    description: 'Wide promotion banners that slide, each shown between its own dates.',
  },
  quickSearch: {
    group: 'Top of the page',
    sketch: 'search',
    description: 'Make, model and price pickers with a “Show me N vehicles” button.',
  },
  shopTiles: {
    group: 'Top of the page',
    sketch: 'tiles',
    description: 'Picture tiles to shop new, used and demo cars or by body type.',
  },
  brandStrip: {
    group: 'Stock and models',
    sketch: 'brands',
    description: 'Each make in stock with its count, linking to its cars and range.',
  },
  stockGrid: {
    group: 'Stock and models',
    sketch: 'stock',
    description: 'Cars from stock, narrowed by type, make, body and price.',
  },
  modelsGrid: {
    group: 'Stock and models',
    sketch: 'models',
    description: 'The new-model range with pictures and drive-away prices.',
  },
  serviceAdvantage: {
    group: 'Stock and models',
    sketch: 'price',
    description: 'One model’s capped-price service figure from Service prices.',
  },
  offersList: {
    group: 'Offers and finance',
    sketch: 'offers',
    description: 'The dealer’s current offers as a grid or a carousel.',
  },
  getFinanceNow: {
    group: 'Offers and finance',
    sketch: 'steps',
    description: 'The finance steps in order, then featured used cars.',
  },
  financeCalculator: {
    group: 'Offers and finance',
    sketch: 'calculator',
    description: 'Works out weekly repayments from price, deposit and term.',
  },
  acceptedPayments: {
    group: 'Offers and finance',
    sketch: 'strip',
    description: 'A row of the payment methods taken for deposits.',
  },
  locations: {
    group: 'The dealership',
    sketch: 'locations',
    description: 'Location cards with open-now status, hours, map and phone.',
  },
  locationMap: {
    group: 'The dealership',
    sketch: 'map',
    description: 'One location’s map with its address and directions.',
  },
  weekendHours: {
    group: 'The dealership',
    sketch: 'hours',
    description: 'Saturday and Sunday hours of the departments chosen.',
  },
  reviews: {
    group: 'The dealership',
    sketch: 'reviews',
    description: 'The dealership’s star rating and its newest reviews.',
  },
  guaranteeStrip: {
    group: 'The dealership',
    sketch: 'strip',
    description: 'Up to five short promises in a row, with Reserve Online.',
  },
  featureBanner: {
    group: 'The dealership',
    sketch: 'threeTiles',
    description: 'Three tiles: latest offers, book a service, sell your car.',
  },
  fleetEnquiry: {
    group: 'Forms',
    sketch: 'form',
    description: 'A fleet-sales enquiry form; each one is stored under Leads.',
  },
  feedbackSurvey: {
    group: 'Forms',
    sketch: 'form',
    description: 'A customer feedback survey; each answer is stored under Leads.',
  },
  careersEnquiry: {
    group: 'Forms',
    sketch: 'form',
    description: 'A form for people who want to work at the dealership.',
  },
  tradeInEnquiry: {
    group: 'Forms',
    sketch: 'form',
    description: 'A trade-in form that takes the visitor’s car for a valuation.',
  },
  tradeInFaq: {
    group: 'Forms',
    sketch: 'faq',
    description: 'Questions and answers about trading in, opened one at a time.',
  },
  richText: {
    group: 'Text and extras',
    sketch: 'text',
    description: 'Headings, paragraphs, lists, links and pictures.',
  },
  callToAction: {
    group: 'Text and extras',
    sketch: 'callToAction',
    description: 'A heading, a line of text and one button (enquire, call or link).',
  },
  blogCards: {
    group: 'Text and extras',
    sketch: 'cards',
    description: 'A card per blog category, each with a picture and link.',
  },
  stickyCta: {
    group: 'Text and extras',
    sketch: 'stickyBar',
    description: 'A button pinned to the bottom of the screen as visitors scroll.',
  },
}

export function chooserEntryOf(slug: string): ChooserEntry {
  const entry = Object.hasOwn(BLOCK_CHOOSER, slug) ? BLOCK_CHOOSER[slug] : undefined
  if (!entry) throw new Error(`The page block "${slug}" has no entry in blocks/chooser/catalogue.ts.`)
  return entry
}
