import { paragraphsRichText } from '../assets'

/** Each demo dealer's Careers page: why work there, and the careers enquiry form. */
export function careersPage(dealerName: string) {
  return {
    title: 'Careers',
    slug: 'careers',
    summary: `Sales, service, parts and administration roles at ${dealerName}.`,
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} hires qualified technicians, apprentices, sales consultants and customer service staff, with manufacturer training and a path to senior roles.`,
          'We keep enquiries on file and get in touch when a role suits, even when nothing is advertised.',
        ]),
      },
      { blockType: 'careersEnquiry', heading: 'Work with us' },
    ],
  }
}
