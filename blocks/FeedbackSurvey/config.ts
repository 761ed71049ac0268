import { enquiryBlock } from '../fields/enquiryBlock'

export const FEEDBACK_DEFAULTS = {
  heading: 'Tell us what happened',
  text: 'How satisfied were you, with which part of our business, and what went wrong: your answers go straight to our management team.',
  thankYou: 'Thank you for telling us. A manager will call you within one business day.',
}

export const FeedbackSurveyBlock = enquiryBlock({
  slug: 'feedbackSurvey',
  interfaceName: 'FeedbackSurveyBlock',
  labels: { singular: 'Customer feedback survey', plural: 'Customer feedback surveys' },
  defaults: FEEDBACK_DEFAULTS,
  leadKind: 'customer feedback lead',
})
