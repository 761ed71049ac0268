import { carEnquiryAsksMessage, type CarEnquiryKind } from '@/domain/carEnquiry'
import type { EnquiryFormSpec } from './enquiryForms'

/**
 * A form about one car: the car is at its own dealership and is its own model, so neither is
 * asked; Request Photos and Make an Offer leave the message optional (spec).
 */
export const formAboutCar = (spec: EnquiryFormSpec, kind: CarEnquiryKind | null | undefined): EnquiryFormSpec => ({
  ...spec,
  locations: [],
  models: [],
  rules: { ...spec.rules, messageRequired: spec.rules.messageRequired && carEnquiryAsksMessage(kind) },
})
