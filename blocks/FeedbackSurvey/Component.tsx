import type { FeedbackSurveyBlock as FeedbackSurveyData, Tenant } from '@/payload-types'
import { EnquiryBlockView } from '../fields/EnquiryBlockView'
import { FEEDBACK_DEFAULTS } from './config'

/** The customer feedback survey (spec: the bad-experience path): how satisfied, about what, what happened, stored as a lead. */
export function FeedbackSurveyBlock({ block, tenant }: { block: FeedbackSurveyData; tenant: Tenant }) {
  return (
    <EnquiryBlockView
      block={block}
      tenant={tenant}
      category="feedback"
      name="feedback"
      submitLabel="Send Feedback"
      defaults={{ heading: FEEDBACK_DEFAULTS.heading, thankYou: FEEDBACK_DEFAULTS.thankYou }}
    />
  )
}
