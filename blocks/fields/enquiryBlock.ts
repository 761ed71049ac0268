import type { Block } from 'payload'

/** What an enquiry block's editors start with. */
export type EnquiryBlockTexts = { heading: string; text: string; thankYou: string }

/**
 * A block that places one of the dealer's lead forms on a page (fleet, careers, trade-in):
 * the page's heading, text and thank-you line around it; every enquiry is stored under Leads.
 */
export function enquiryBlock(
  config: Pick<Block, 'slug' | 'interfaceName' | 'labels'> & { defaults: EnquiryBlockTexts; leadKind: string },
): Block {
  return {
    slug: config.slug,
    interfaceName: config.interfaceName,
    labels: config.labels,
    fields: [
      { name: 'heading', type: 'text', defaultValue: config.defaults.heading },
      { name: 'text', type: 'textarea', defaultValue: config.defaults.text },
      {
        name: 'thankYou',
        type: 'text',
        defaultValue: config.defaults.thankYou,
        admin: {
          description: `Shown once the enquiry is sent. Each enquiry is stored under Leads as a ${config.leadKind}.`,
        },
      },
    ],
  }
}
