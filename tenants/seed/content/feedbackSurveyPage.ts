import { paragraphsRichText } from '../assets'

/** The page "I had a bad experience" leads to (/customer-feedback-survey): the survey, which reaches the dealer as a lead. */
export function feedbackSurveyPage(dealerName: string) {
  return {
    title: 'Customer Feedback',
    slug: 'customer-feedback-survey',
    summary: 'We are sorry we let you down. Tell us what happened and we will make it right.',
    meta: { noIndex: true },
    layout: [
      {
        blockType: 'richText',
        content: paragraphsRichText([
          `Every customer of ${dealerName} should leave happy. When that does not happen, our Dealer Principal wants to hear about it personally.`,
          'Tell us below what went wrong and how to reach you, and we will call you within one business day.',
        ]),
      },
      { blockType: 'feedbackSurvey', heading: 'Tell us what happened' },
    ],
  }
}
