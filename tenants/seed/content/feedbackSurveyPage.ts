import { paragraphsRichText } from '../assets'

/** The page "I had a bad experience" leads to (/customer-feedback-survey): how to reach the manager. */
export function feedbackSurveyPage(dealerName: string, contactPath: string) {
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
          'Send us a message with what went wrong and how to reach you, and we will call you within one business day.',
        ]),
      },
      {
        blockType: 'callToAction',
        heading: 'Tell us what happened',
        text: 'Your message goes straight to our management team.',
        buttonLabel: 'Contact us',
        buttonLink: contactPath,
      },
    ],
  }
}
