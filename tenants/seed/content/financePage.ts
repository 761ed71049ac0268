import { paragraphsRichText } from '../assets'

/** Each demo dealer's Car Finance page (the spec's /car-finance/): the calculator between an introduction and a call to action. */
export function financePage(dealerName: string, contactPath: string) {
  return {
    title: 'Car Finance',
    slug: 'car-finance',
    summary: 'Work out your repayments, then talk to our finance team.',
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `${dealerName} arranges competitive car loans for new, demo and used cars, with fast approvals and no surprises.`,
          'Change the price, term, rate, deposit, trade-in or balloon below and your repayment updates as you type.',
        ]),
      },
      { blockType: 'financeCalculator', heading: 'Finance Calculator', startPrice: 30_000 },
      { blockType: 'getFinanceNow', heading: 'Get Finance Now', stockHeading: 'Featured used cars' },
      {
        blockType: 'stickyCta',
        text: 'Pre-approval in minutes, with no impact on your credit score.',
        buttonLabel: 'Enquire Now',
        buttonLink: contactPath,
      },
      {
        blockType: 'callToAction',
        heading: 'Ready to apply?',
        text: 'Our finance team will find a loan that suits you.',
        buttonLabel: 'Enquire Now',
        buttonLink: contactPath,
      },
    ],
  }
}
