import { paragraphsRichText } from '../assets'

/** Each demo dealer's About Us page (linked from its menus), assembled from several blocks. */
export function aboutPage(dealerName: string) {
  return {
    title: 'About Us',
    slug: 'about-us',
    summary: `Why drivers choose ${dealerName}.`,
    layout: [
      {
        blockType: 'hero',
        heading: `About ${dealerName}`,
        text: 'Locally owned, family run, and here for the life of your car.',
        buttonLabel: 'See our offers',
        buttonLink: '/special-offers',
      },
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} has served the community for over twenty years, selling new and used cars and looking after them in our own workshop.`,
          'Every used car we sell is inspected by our technicians, comes with a clear service history, and is priced fairly from the start.',
        ]),
      },
      { blockType: 'featureBanner' },
      { blockType: 'guaranteeStrip' },
      { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
      { blockType: 'acceptedPayments' },
      {
        blockType: 'callToAction',
        heading: 'Questions? Talk to our team',
        text: 'Leave your details and we will be in touch within one business day.',
        buttonLabel: 'Quick Enquiry',
        buttonAction: 'quickEnquiry',
      },
    ],
  }
}
