import { paragraphsRichText } from '../assets'

/** Each demo dealer's Car Finance page (the spec's /car-finance/): the calculator between an introduction and a call to action. */
/** Its calls to action go to the finance enquiry form (financePath), not the general contact form. */
export function financePage(dealerName: string, financePath: string) {
  return {
    title: 'Car Finance',
    slug: 'car-finance',
    summary: 'Work out your repayments, then talk to our finance team.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} arranges competitive car loans for new, demo and used cars, with the fees explained before you sign.`,
          'Change the price, term, rate, deposit, trade-in or balloon below and your repayment updates as you type.',
        ]),
      },
      { blockType: 'financeCalculator', heading: 'Finance Calculator', startPrice: 30_000 },
      { blockType: 'getFinanceNow', heading: 'Get Finance Now', stockHeading: 'Featured used cars' },
      {
        blockType: 'stickyCta',
        text: 'Tell us about the loan you have in mind; our finance team calls you back.',
        buttonLabel: 'Send a Finance Enquiry',
        buttonLink: financePath,
      },
      {
        blockType: 'callToAction',
        heading: 'Ready to apply?',
        text: 'Our finance team will call you with options from our lenders.',
        buttonLabel: 'Send a Finance Enquiry',
        buttonLink: financePath,
      },
    ],
  }
}
