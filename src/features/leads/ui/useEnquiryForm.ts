import { useEffect, useRef, useState } from 'react'
import { chosenLocation, CAR_ENQUIRY_STEPS, LEAD_FIELD_LABELS, type LeadErrors, type LeadInput } from '@/domain/leads'
import { EMPTY_TRADE_IN, type TradeInErrors, type TradeInInput } from '@/domain/tradeIn'
import type { EnquiryFormSpec } from '../enquiryForms'
import { rememberedVisitor } from '../visitorMemory'
import type { Field } from './EnquiryFields'
import { useScripted } from './PostedFormFields'

const EMPTY: LeadInput = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
  message: '',
  opt_in: false,
  terms_agreed: false,
  subject: '',
  location: '',
  model: '',
  preferred_date: '',
  preferred_time: '',
  distribution_location: '',
  company: '',
  fleet_size: '',
  amount: '',
  offer_from_client: '',
  opt_in_finance: false,
  opt_in_trade: false,
  rego: '',
  satisfaction: '',
  department: '',
}
export const FIELD_ORDER = Object.keys(LEAD_FIELD_LABELS) as Field[]
const CHECKBOXES = ['opt_in', 'terms_agreed', 'opt_in_finance', 'opt_in_trade'] as const
type Textual = Exclude<Field, (typeof CHECKBOXES)[number]>
const isTextual = (field: Field): field is Textual => !(CHECKBOXES as readonly Field[]).includes(field)

/** What a page fills in: its subject, car or amount, and a signed-in visitor's own details. */
export type EnquiryInitial = Partial<
  Pick<LeadInput, 'subject' | 'model' | 'message' | 'amount' | 'location' | 'name' | 'last_name' | 'email' | 'phone'>
>

/**
 * An enquiry form's state: the values (what the visitor typed before the script ran, then what
 * they gave this dealer's last form), the errors, the step shown when it goes in steps, and
 * where focus goes after a failure, a step or a sent enquiry.
 */
export function useEnquiryForm(spec: EnquiryFormSpec, initial: EnquiryInitial | undefined, inSteps: boolean) {
  const [values, setValues] = useState<LeadInput>(() => ({
    ...EMPTY,
    opt_in: spec.optInTicked,
    location: chosenLocation('', spec.locations),
    ...Object.fromEntries(Object.entries(initial ?? {}).filter(([, value]) => value)),
  }))
  const [errors, setErrors] = useState<LeadErrors>({})
  const [tradeIn, setTradeIn] = useState<TradeInInput>(EMPTY_TRADE_IN)
  const [tradeErrors, setTradeErrors] = useState<TradeInErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [valuedInPerson, setValuedInPerson] = useState(false)
  // Before the script runs the whole form is one page, which the browser can post by itself.
  const scripted = useScripted()
  const steps = inSteps && scripted ? CAR_ENQUIRY_STEPS : null
  const [step, setStep] = useState(0)
  const stepOf = (field: Field) => (steps ? steps.findIndex((s) => (s.fields as readonly Field[]).includes(field)) : 0)
  const shows = (field: Field) => !steps || stepOf(field) === step || stepOf(field) === -1
  const formRef = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const done = useRef<HTMLParagraphElement>(null)
  const stepHeading = useRef<HTMLParagraphElement>(null)
  /** Failed submissions and step moves: each focuses the error summary or the new step's heading once rendered. */
  const [failures, setFailures] = useState(0)
  const [moves, setMoves] = useState(0)

  // A new day or dealership has other times: the time chosen for the old one goes.
  const set = (name: Field) => (value: string | boolean) =>
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'preferred_date' || name === 'location' ? { preferred_time: '' } : {}),
    }))
  const fail = (message: string, fieldErrors: LeadErrors = {}, tradeFieldErrors: TradeInErrors = {}) => {
    // In steps, a problem shows on the earliest step that has one.
    const firstStep = Math.min(...(Object.keys(fieldErrors) as Field[]).map(stepOf).filter((i) => i >= 0))
    if (steps && Number.isFinite(firstStep)) setStep(firstStep)
    setErrors(fieldErrors)
    setTradeErrors(tradeFieldErrors)
    setFormError(message)
    setStatus('editing')
    setFailures((count) => count + 1)
  }
  const goToStep = (next: number) => {
    setErrors({})
    setFormError(null)
    setStep(next)
    setMoves((count) => count + 1)
  }
  const sent = (inPerson: boolean) => {
    setValuedInPerson(inPerson)
    setStatus('sent')
  }

  useEffect(() => {
    if (failures) summary.current?.focus()
  }, [failures])
  useEffect(() => {
    if (!moves) return
    // After the press that moved: react-aria settles focus on the pressed button first.
    const frame = requestAnimationFrame(() => stepHeading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [moves])
  useEffect(() => {
    if (status === 'sent') done.current?.focus()
  }, [status])
  useEffect(() => {
    // What a visitor typed before the form's script arrived (slow phones) is in the page but
    // not yet in state: take it over rather than lose it.
    const typed: Partial<Record<Textual, string>> = {}
    for (const name of FIELD_ORDER.filter(isTextual)) {
      const element = formRef.current?.elements.namedItem(name)
      const takes =
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement && element.type !== 'checkbox')
      if (takes && element.value) typed[name] = element.value
    }
    // Then what the visitor gave this dealer's last form (spec: the stored user), where empty.
    const remembered = rememberedVisitor()
    setValues((current) => {
      const filled = { ...current, ...typed }
      for (const [field, value] of Object.entries(remembered) as [keyof typeof remembered, string][])
        if (!filled[field]) filled[field] = value
      return filled
    })
  }, [])

  return {
    values,
    set,
    errors,
    tradeIn,
    setTradeIn,
    tradeErrors,
    formError,
    status,
    setStatus,
    valuedInPerson,
    steps,
    step,
    stepOf,
    shows,
    goToStep,
    fail,
    sent,
    refs: { formRef, summary, done, stepHeading },
  }
}
