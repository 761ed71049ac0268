import { SUBMIT_FAILED, UNEXPECTED_ERROR } from '@/domain/enquiry'
import { leadCategory, type LeadErrors, type LeadInput } from '@/domain/leads'
import { carEnquiryEvent, CAR_ENQUIRY_SUBCATEGORIES } from '@/domain/carEnquiry'
import { testDriveRequested } from '@/domain/testDriveTimes'
import type { TradeInErrors, TradeInInput } from '@/domain/tradeIn'
import { trackEvent } from '@/integrations/analytics'
import type { EnquiryFormSpec } from '../enquiryForms'
import { LEAD_ENDPOINT, leadRequest, type LeadAnswer } from '../leadRequest'
import { rememberEnquiry, SUCCESS_PATH, type FormCar } from '../successStorage'
import { rememberedCampaign, rememberedPages, rememberVisitor } from '../visitorMemory'

export type Enquiry = {
  spec: EnquiryFormSpec
  values: LeadInput
  context?: Record<string, string>
  car?: FormCar
  tradeIn?: TradeInInput
  /** The honeypot's value: people leave it empty. */
  website?: string
}

export type EnquiryResult =
  { sent: true; valuedInPerson: boolean } | { sent: false; message: string; fields: LeadErrors; tradeIn: TradeInErrors }

/**
 * Sends an enquiry to the lead API (which checks it again and stores it). Once stored, the
 * visitor's details are remembered for the next form and the spec's event goes out; an
 * enquiry about a car goes on to /success, which resolves with no result (the page is leaving).
 */
export async function sendEnquiry({ spec, values, context, car, tradeIn, website }: Enquiry): Promise<EnquiryResult> {
  const failed = (message: string, answer: LeadAnswer = {}): EnquiryResult => ({
    sent: false,
    message,
    fields: answer.fields ?? {},
    tradeIn: answer.trade_in ?? {},
  })
  try {
    const response = await fetch(LEAD_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        leadRequest({
          category: spec.category,
          ...values,
          context,
          car: car?.slug,
          car_enquiry: car?.kind,
          trade_in: tradeIn,
          campaign: rememberedCampaign(),
          page_url: window.location.href,
          pages_visited: rememberedPages(),
          website: website || undefined,
        }),
      ),
    })
    const answer = (await response.json().catch(() => ({}))) as LeadAnswer
    if (!response.ok || !answer.lead_id)
      return failed(answer.error || (response.ok ? UNEXPECTED_ERROR : SUBMIT_FAILED), answer)
    const { name, last_name, email, phone, postcode } = values
    rememberVisitor({ name, last_name, email, phone, postcode })
    if (car) {
      trackEvent(carEnquiryEvent(car, { testDrive: spec.category === 'test-drive' }), {
        category: spec.category,
        subcategory: car.kind ? CAR_ENQUIRY_SUBCATEGORIES[car.kind] : undefined,
        car_id: car.slug,
        car_type: car.carType,
      })
      // A test drive's thank-you restates the day and time asked for, so the visitor can check them.
      rememberEnquiry(car, spec.category, spec.category === 'test-drive' ? testDriveRequested(values) : null)
      window.location.assign(SUCCESS_PATH)
      return new Promise<never>(() => {})
    }
    const event = leadCategory(spec.category)?.event
    if (event) trackEvent(event, { category: spec.category })
    return { sent: true, valuedInPerson: Boolean(answer.valued_in_person) }
  } catch {
    return failed(SUBMIT_FAILED)
  }
}
