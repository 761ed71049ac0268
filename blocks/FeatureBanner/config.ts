import type { Block } from 'payload'

export const FeatureBannerBlock: Block = {
  slug: 'featureBanner',
  interfaceName: 'FeatureBannerBlock',
  labels: { singular: 'Three-feature banner', plural: 'Three-feature banners' },
  fields: [
    {
      name: 'offersText',
      type: 'text',
      defaultValue: 'See this month’s offers on new and used cars.',
      admin: {
        description:
          'Three tiles: latest offers, book a service online, sell your car. Service and sell-my-car go to the manufacturer’s pages when the dealer has a manufacturer base domain (Links settings).',
      },
    },
    { name: 'serviceText', type: 'text', defaultValue: 'Pick a time that suits you and book online.' },
    { name: 'sellText', type: 'text', defaultValue: 'Get a fair price for your car, fast.' },
  ],
}
