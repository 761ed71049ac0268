import { paragraphsRichText } from '../assets'

/** Each demo dealer's Fleet page (linked from its menus): what fleet buyers get, and the Get In Touch form. */
export function fleetPage(dealerName: string) {
  return {
    title: 'Fleet',
    slug: 'fleet',
    summary: 'Vehicles, finance and servicing for businesses of every size.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} supplies cars, utes and vans to businesses, councils and not-for-profits, with fleet pricing, flexible finance and priority servicing.`,
          'One contact looks after your whole fleet, from ordering and delivery to servicing and replacement.',
        ]),
      },
      { blockType: 'fleetEnquiry', heading: 'Fleet and business enquiries' },
    ],
  }
}
