import type { Shape } from '../photos/scene'
/** Offers, promo cards, popups and reviews for each demo dealer. Dates are relative to the seed run. */
export type DemoOffer = {
  name: string
  category: 'New vehicle offer' | 'Finance offer' | 'Used vehicle offer' | 'Service offer' | 'Parts & accessories offer'
  description: string[]
  disclaimer: string
  model?: string
  /** The make the offer is for (multi-brand sites show it in the offer's address). */
  manufacturer?: string
  startsInDays: number
  endsInDays?: number
  /** A dealer group's offer shown on its member sites, except the excluded site slugs. */
  shareWithGroup?: boolean
  excludedSites?: string[]
  /** The vehicle in the offer's photo where the offer names one (a Navara is a ute); by default each offer's own in turn. */
  shape?: Shape
}
export type DemoPromoCard = {
  title: string
  link: string
  positions: number[]
  display: ('all' | 'new' | 'used' | 'demo')[]
  days: number
}
export type DemoPopup = { title: string; description: string; link: string; buttonLabel: string; days: number }
export type DemoReview = {
  location: string
  customerName: string
  rating: number
  text: string
  daysAgo: number
  reply?: string
}

export type DemoMarketing = {
  offers: DemoOffer[]
  promoCards: DemoPromoCard[]
  popups: DemoPopup[]
  reviews: DemoReview[]
}

const FINANCE_DISCLAIMER =
  'Finance offer available to approved ABN holders and personal applicants. Fees, charges, terms and conditions apply. Offer ends at the end date shown unless extended or withdrawn. ' +
  'Comparison rate based on a 5-year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

export const DEMO_MARKETING: Record<string, DemoMarketing> = {
  'harbour-toyota': {
    offers: [
      {
        name: 'RAV4 Hybrid: 3.99% p.a. comparison rate',
        category: 'Finance offer',
        model: 'RAV4',
        description: ['Drive away in a new RAV4 Hybrid with a low 3.99% p.a. comparison rate over 36 months.'],
        disclaimer: FINANCE_DISCLAIMER,
        startsInDays: -7,
        endsInDays: 40,
      },
      {
        name: 'HiLux SR5: complimentary tow pack',
        category: 'New vehicle offer',
        model: 'HiLux',
        description: ['Buy a new HiLux SR5 and we will fit a genuine Toyota tow bar and wiring harness at no cost.'],
        disclaimer:
          'Offer applies to new HiLux SR5 variants ordered and delivered during the offer period. Not available with other offers.',
        startsInDays: -3,
        endsInDays: 25,
      },
      {
        name: 'Free battery check with every service',
        category: 'Service offer',
        description: ['Free battery health check and top-up with every logbook service.'],
        disclaimer: 'At Harbour City Toyota Service only. Excludes parts required from the battery test.',
        startsInDays: 0,
        endsInDays: 45,
      },
    ],
    promoCards: [
      {
        title: 'Toyota Service Advantage: capped-price servicing',
        link: '/service',
        positions: [4, 17],
        display: ['all'],
        days: 60,
      },
      {
        title: 'Sell your car to us',
        link: '/sell-my-car',
        positions: [8],
        display: ['used'],
        days: 45,
      },
    ],
    popups: [
      {
        title: 'Runout sale on selected new Toyotas',
        description: 'Runout pricing on selected new Toyota models.',
        link: '/special-offers',
        buttonLabel: 'See the offers',
        days: 30,
      },
    ],
    reviews: [
      {
        location: 'Harbour City Toyota - Sales',
        customerName: 'Priya S.',
        rating: 5,
        text: 'Smooth purchase of our RAV4, no pressure and clear pricing.',
        daysAgo: 6,
        reply: 'Thanks Priya, enjoy the RAV4!',
      },
      {
        location: 'Harbour City Toyota - Sales',
        customerName: 'Daniel K.',
        rating: 4.5,
        text: 'Great trade-in offer and quick paperwork.',
        daysAgo: 21,
      },
      {
        location: 'Harbour City Toyota - Service',
        customerName: 'Margaret L.',
        rating: 4,
        text: 'Service done on time; the lounge could use better coffee.',
        daysAgo: 12,
      },
      {
        location: 'Harbour City Toyota - Service',
        customerName: 'Tom W.',
        rating: 5,
        text: 'Explained everything about the capped-price service.',
        daysAgo: 40,
      },
    ],
  },
  'southern-cross': {
    offers: [
      {
        name: 'Kia Sportage: drive-away pricing',
        category: 'New vehicle offer',
        manufacturer: 'Kia',
        description: ['Sportage S 2.0L petrol automatic from $36,990 drive away.'],
        disclaimer: 'Drive-away price for private buyers, metallic paint extra. While stocks last.',
        startsInDays: -10,
        endsInDays: 20,
      },
      {
        name: 'Mazda CX-5: $1,000 factory bonus',
        category: 'New vehicle offer',
        manufacturer: 'Mazda',
        shape: 'suv',
        description: ['A $1,000 factory bonus on every new CX-5 in stock at Southern Cross Mazda.'],
        disclaimer:
          'Bonus applies to new CX-5 vehicles ordered and delivered by the end date. Not available with fleet discounts.',
        startsInDays: -5,
        endsInDays: 25,
      },
      {
        name: 'Nissan Navara: accessories pack included',
        category: 'New vehicle offer',
        manufacturer: 'Nissan',
        shape: 'ute',
        description: ['Tub liner, towbar and floor mats included on new Navara ST and ST-X dual cab utes.'],
        disclaimer: 'On new Navara ST and ST-X dual cab vehicles delivered by the end date, while stocks last.',
        startsInDays: -2,
        endsInDays: 40,
      },
      {
        name: 'Group-wide 5-year service plan',
        category: 'Service offer',
        description: ['Prepay five years of servicing on any new vehicle from the group and save 15%.'],
        disclaimer: 'Available at Southern Cross Service Centre. Conditions apply.',
        startsInDays: -1,
        endsInDays: 90,
        shareWithGroup: true,
        excludedSites: ['outback-cars'],
      },
      {
        name: 'Group finance: one application for every site',
        category: 'Finance offer',
        description: [
          'Apply once with Southern Cross Finance and shop any of our sites, new, used or caravan, on the same application.',
          'Our finance team compares lenders for you, explains every fee before you sign, and can settle on the day you pick up your car.',
        ],
        disclaimer: FINANCE_DISCLAIMER,
        startsInDays: -3,
        endsInDays: 60,
        shareWithGroup: true,
      },
    ],
    promoCards: [
      {
        title: 'Fleet and business buyers: talk to our fleet team',
        link: '/fleet',
        positions: [6],
        display: ['new', 'demo'],
        days: 60,
      },
    ],
    popups: [
      {
        title: 'Seven brands, one group',
        description: 'Compare Ford, Hyundai, Kia, Mazda, MG, Nissan and Suzuki across our showrooms.',
        link: '/special-offers',
        buttonLabel: 'See group offers',
        days: 21,
      },
    ],
    reviews: [
      {
        location: 'Southern Cross Hyundai - Sales',
        customerName: 'Aroha P.',
        rating: 4,
        text: 'Friendly team, the test drive was easy to book online.',
        daysAgo: 4,
      },
      {
        location: 'Southern Cross Kia & MG - Sales',
        customerName: 'James R.',
        rating: 3.5,
        text: 'Good price but delivery took longer than promised.',
        daysAgo: 17,
        reply: 'Sorry James, we have passed this on to our delivery team.',
      },
      {
        location: 'Southern Cross Service Centre - Service',
        customerName: 'Li Na C.',
        rating: 4.5,
        text: 'Courtesy car ready when I arrived.',
        daysAgo: 9,
      },
    ],
  },
  'outback-cars': {
    offers: [
      {
        name: 'Caravan finance from 7.49% p.a.',
        category: 'Finance offer',
        description: ['Secured caravan finance for approved buyers, with a fast online application.'],
        disclaimer: FINANCE_DISCLAIMER,
        startsInDays: -5,
        endsInDays: 30,
      },
    ],
    promoCards: [
      {
        title: '48-hour money-back guarantee on used cars',
        link: '/pages/buyers-tips',
        positions: [1, 9],
        display: ['used'],
        days: 90,
      },
    ],
    popups: [],
    reviews: [
      {
        location: 'Outback Cars & Caravans - Sales',
        customerName: 'Bev & Ron H.',
        rating: 5,
        text: 'Our Jayco was spotless and the handover took an hour.',
        daysAgo: 3,
      },
      {
        location: 'Outback Cars & Caravans - Sales',
        customerName: 'Mick T.',
        rating: 4.5,
        text: 'Fair trade-in for my old LandCruiser.',
        daysAgo: 28,
      },
    ],
  },
}
