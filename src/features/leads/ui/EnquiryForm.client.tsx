'use client'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Checkbox, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components'
import { localTime } from '@/domain/dates'
import { FORM_ERRORS_HEADING, SUBMIT_FAILED, UNEXPECTED_ERROR } from '@/domain/enquiry'
import {
  asksMessage,
  LEAD_FIELD_LABELS,
  CAR_ENQUIRY_STEPS,
  testDriveDealership,
  chosenLocation,
  leadCategory,
  leadErrors,
  leadFormOf,
  type LeadErrors,
  type LeadInput,
} from '@/domain/leads'
import { carEnquiryEvent, CAR_ENQUIRY_SUBCATEGORIES } from '@/domain/carEnquiry'
import type { EnquiryFormSpec } from '../enquiryForms'
import { formAboutCar } from '../formAboutCar'
import { rememberEnquiry, SUCCESS_PATH, type FormCar } from '../successStorage'
import { rememberedCampaign, rememberedPages, rememberedVisitor, rememberVisitor } from '../visitorMemory'
import { LEAD_ENDPOINT, leadRequest, type LeadAnswer } from '../leadRequest'
import { trackEvent } from '@/integrations/analytics'
import {
  asksRegoState,
  EMPTY_TRADE_IN,
  TRADE_IN_LABELS,
  tradeInErrors,
  VALUED_IN_PERSON,
  type TradeInErrors,
  type TradeInField,
  type TradeInInput,
} from '@/domain/tradeIn'
import { TradeInFields, tradeInFieldId } from './TradeInFields.client'
import { PostedFormFields, useScripted } from './PostedFormFields'
import { time12 } from '@/domain/openingHours'
import { hoursOn, testDriveRequested, testDriveTimes } from '@/domain/testDriveTimes'
import './enquiry-form.css'

type Field = keyof LeadInput
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
}
const LABELS = LEAD_FIELD_LABELS
const FIELD_ORDER = Object.keys(LABELS) as Field[]
const CHECKBOXES = ['opt_in', 'terms_agreed', 'opt_in_finance', 'opt_in_trade'] as const
type CheckboxField = (typeof CHECKBOXES)[number]
const isCheckbox = (field: Field): field is CheckboxField => (CHECKBOXES as readonly Field[]).includes(field)

export type EnquiryFormProps = {
  spec: EnquiryFormSpec
  /** Id of the heading that names the form; field ids derive from it. */
  formId: string
  submitLabel: string
  thankYou: string
  initial?: Partial<Pick<LeadInput, 'subject' | 'model' | 'message' | 'amount' | 'location'>>
  /** Where the enquiry started (an offer, say), stored with the lead. */
  context?: Record<string, string>
  /** The car the enquiry is about: sent with it, and on success the visitor goes to /success. */
  car?: FormCar
  /** Spec: the car page's enquiry in steps (CAR_ENQUIRY_STEPS): what they want, then who they are. */
  inSteps?: boolean
}

/**
 * An enquiry form of any kind (general, fleet, test drive): the fields its spec offers,
 * checked by the shared rules as visitors submit and again by the lead API, which stores it.
 */
export function EnquiryForm({
  spec: offered,
  formId,
  submitLabel,
  thankYou,
  initial,
  context,
  car,
  inSteps = false,
}: EnquiryFormProps) {
  const spec = car ? formAboutCar(offered, car.kind) : offered
  const category = leadCategory(spec.category)!
  const [values, setValues] = useState<LeadInput>(() => ({
    ...EMPTY,
    opt_in: spec.optInTicked,
    location: chosenLocation('', spec.locations),
    ...Object.fromEntries(Object.entries(initial ?? {}).filter(([, value]) => value)),
  }))
  const [errors, setErrors] = useState<LeadErrors>({})
  // A trade-in's own car (trade-in and sell-my-car forms only).
  const isTradeIn = spec.category === 'trade-in'
  const [tradeIn, setTradeIn] = useState<TradeInInput>(EMPTY_TRADE_IN)
  const [tradeErrors, setTradeErrors] = useState<TradeInErrors>({})
  const [valuedInPerson, setValuedInPerson] = useState(false)
  // The step shown, when the form goes in steps; the last one sends.
  const [step, setStep] = useState(0)
  // Before the script runs the whole form is one page, which the browser can post by itself.
  const scripted = useScripted()
  const steps = inSteps && scripted ? CAR_ENQUIRY_STEPS : null
  const stepOf = (field: Field) => (steps ? steps.findIndex((s) => (s.fields as readonly Field[]).includes(field)) : 0)
  const shows = (field: Field) => !steps || stepOf(field) === step || stepOf(field) === -1
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing')
  /** Counts failed submissions: each one moves focus to the error summary once it has rendered. */
  const [failures, setFailures] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const trap = useRef<HTMLInputElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const done = useRef<HTMLParagraphElement>(null)
  const id = (name: Field) => `${formId}-${name}`
  // A new day or dealership has other times: the time chosen for the old one goes.
  const set = (name: Field) => (value: string | boolean) =>
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'preferred_date' || name === 'location' ? { preferred_time: '' } : {}),
    }))
  const today = () => localTime(new Date(), spec.timeZone).date
  const dealership = () => testDriveDealership(car, values.location, spec.locations)

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
  useEffect(() => {
    if (failures) summary.current?.focus()
  }, [failures])
  useEffect(() => {
    // What a visitor typed before the form's script arrived (slow phones) is in the page but
    // not yet in state: take it over rather than lose it.
    const typed: Partial<Record<Exclude<Field, CheckboxField>, string>> = {}
    for (const name of FIELD_ORDER.filter((field): field is Exclude<Field, CheckboxField> => !isCheckbox(field))) {
      const element = formRef.current?.elements.namedItem(name)
      const isTextual =
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement && element.type !== 'checkbox')
      if (isTextual && element.value) typed[name] = element.value
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
  useEffect(() => {
    if (status === 'sent') done.current?.focus()
  }, [status])
  // Next and Back focus the new step's heading, so screen readers say where the visitor is
  // (a problem found on an earlier step focuses the error summary instead).
  const stepHeading = useRef<HTMLParagraphElement>(null)
  const [moves, setMoves] = useState(0)
  const goToStep = (next: number) => {
    setStep(next)
    setMoves((count) => count + 1)
  }
  useEffect(() => {
    if (!moves) return
    // After the press that moved: react-aria settles focus on the pressed button first.
    const frame = requestAnimationFrame(() => stepHeading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [moves])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = leadErrors(
      values,
      leadFormOf(spec, new Date(), {
        offerRequired: car?.kind === 'offer',
        car,
      }),
    )
    const thisYear = Number(today().slice(0, 4))
    const tradeFound = isTradeIn ? tradeInErrors(tradeIn, { thisYear, asksState: asksRegoState(spec.timeZone) }) : {}
    if (steps && step < steps.length - 1) {
      // A step before the last checks its own fields and moves on; the last one sends.
      const here = Object.fromEntries(Object.entries(found).filter(([field]) => stepOf(field as Field) === step))
      if (Object.keys(here).length) return fail(FORM_ERRORS_HEADING, here)
      setErrors({})
      setFormError(null)
      goToStep(step + 1)
      return
    }
    if (Object.keys(found).length || Object.keys(tradeFound).length) return fail(FORM_ERRORS_HEADING, found, tradeFound)
    setStatus('sending')
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
            trade_in: isTradeIn ? tradeIn : undefined,
            campaign: rememberedCampaign(),
            page_url: window.location.href,
            pages_visited: rememberedPages(),
            website: trap.current?.value || undefined,
          }),
        ),
      })
      const answer = (await response.json().catch(() => ({}))) as LeadAnswer
      // A test drive's thank-you restates the day and time asked for, so the visitor can check them.
      const requested = spec.category === 'test-drive' ? testDriveRequested(values) : null
      if (response.ok && answer.lead_id) {
        const { name, last_name, email, phone, postcode } = values
        rememberVisitor({ name, last_name, email, phone, postcode })
        if (car) {
          trackEvent(carEnquiryEvent(car, { testDrive: spec.category === 'test-drive' }), {
            category: spec.category,
            subcategory: car.kind ? CAR_ENQUIRY_SUBCATEGORIES[car.kind] : undefined,
            car_id: car.slug,
            car_type: car.carType,
          })
          rememberEnquiry(car, spec.category, requested)
          window.location.assign(SUCCESS_PATH)
          return
        }
        setValuedInPerson(Boolean(answer.valued_in_person))
        setStatus('sent')
        if (category.event) trackEvent(category.event, { category: spec.category })
        return
      }
      fail(answer.error || (response.ok ? UNEXPECTED_ERROR : SUBMIT_FAILED), answer.fields ?? {}, answer.trade_in ?? {})
    } catch {
      fail(SUBMIT_FAILED)
    }
  }

  if (status === 'sent') {
    return (
      <p ref={done} tabIndex={-1} role="status" className="enquiry-sent">
        {thankYou}
        {spec.category === 'test-drive' && testDriveRequested(values) ? ` ${testDriveRequested(values)}` : null}
        {valuedInPerson ? ` ${VALUED_IN_PERSON}` : null}
      </p>
    )
  }

  const label = (name: Field, required: boolean) => (
    <>
      {LABELS[name]}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const text = (
    name: Field,
    props: {
      type?: string
      autoComplete?: string
      required?: boolean
      inputMode?: 'numeric' | 'tel'
      maxLength?: number
      min?: string
      max?: string
    } = {},
  ) => (
    <TextField
      id={id(name)}
      name={name}
      className="enquiry-field"
      value={String(values[name])}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      isRequired={props.required}
      validationBehavior="aria"
      type={props.type}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
    >
      <Label>{label(name, Boolean(props.required))}</Label>
      <Input min={props.min} max={props.max} />
      <FieldError>{errors[name]}</FieldError>
    </TextField>
  )
  // Native selects: the platform picker on phones, and nothing to load.
  const select = (
    name: Field,
    options: readonly { value: string; label: string }[],
    required: boolean,
    hint?: ReactNode,
  ) => (
    <div className="enquiry-field">
      <label htmlFor={id(name)}>{label(name, required)}</label>
      <select
        id={id(name)}
        name={name}
        value={String(values[name])}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
      >
        <option value="">{hint ?? 'Choose…'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <span id={`${id(name)}-error`} className="enquiry-error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  )

  // The summary lists problems in the order of the fields: the car to sell comes first.
  // Spec: a time within the chosen dealership's sales hours that day (none asked where it has no hours set).
  const timeField = () => {
    const hasHours = (slug: string) => Boolean(spec.hours[slug]?.openingHours?.length)
    if (!(dealership() ? hasHours(dealership()) : Object.keys(spec.hours).some(hasHours))) return null
    const hours = spec.hours[dealership()]
    const day = values.preferred_date
    const times = hours && day ? testDriveTimes(hours, day, { timeZone: spec.timeZone, now: new Date() }) : []
    const hint = !dealership()
      ? 'Choose the dealership first'
      : !day
        ? 'Choose the day first'
        : hours && !hoursOn(hours, day, spec.timeZone)
          ? 'Closed that day'
          : times.length
            ? 'Any time'
            : 'No times left that day'
    return select(
      'preferred_time',
      times.map((time) => ({ value: time, label: time12(time) })),
      false,
      hint,
    )
  }

  const grid = (
    <>
      <div className="enquiry-grid">
        {spec.subjects.length
          ? select(
              'subject',
              spec.subjects.map((s) => ({ value: s, label: s })),
              true,
            )
          : null}
        {spec.locations.length > 1 ? select('location', spec.locations, true) : null}
        {spec.models.length ? select('model', spec.models, false, 'Any model') : null}
        {spec.category === 'test-drive' && car?.distributionLocations?.length
          ? select(
              'distribution_location',
              car.distributionLocations.map((place) => ({ value: place, label: place })),
              true,
            )
          : null}
        {spec.category === 'test-drive' ? text('preferred_date', { type: 'date', min: today() }) : null}
        {spec.category === 'test-drive' ? timeField() : null}
        {text('name', { required: true, autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
        {text('email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('phone', { required: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {spec.amountRange ? text('amount', { inputMode: 'numeric', maxLength: 12 }) : null}
        {car?.kind === 'offer'
          ? text('offer_from_client', { required: true, inputMode: 'numeric', maxLength: 12 })
          : null}
        {spec.category === 'fleet' ? text('company', { autoComplete: 'organization' }) : null}
        {spec.fleetSizes.length
          ? select(
              'fleet_size',
              spec.fleetSizes.map((size) => ({ value: size, label: `${size} vehicles` })),
              false,
            )
          : null}
        {spec.category !== 'fleet'
          ? text('postcode', {
              required: spec.rules.postcodeRequired,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 4,
            })
          : null}
      </div>
    </>
  )
  const message = (
    <>
      {asksMessage(spec.category) ? (
        <TextField
          id={id('message')}
          name="message"
          className="enquiry-field"
          value={values.message}
          onChange={set('message')}
          isInvalid={Boolean(errors.message)}
          isRequired={spec.rules.messageRequired}
          validationBehavior="aria"
        >
          <Label>{label('message', spec.rules.messageRequired)}</Label>
          <TextArea rows={4} />
          <FieldError>{errors.message}</FieldError>
        </TextField>
      ) : null}
    </>
  )
  // Spec: a car enquiry may say the visitor would like finance or has a car to trade in.
  const interest =
    car?.kind === 'enquiry' ? (
      <div className="enquiry-interests">
        <Checkbox
          className="enquiry-checkbox"
          name="opt_in_finance"
          isSelected={values.opt_in_finance}
          onChange={set('opt_in_finance')}
        >
          <span className="enquiry-checkbox-box" aria-hidden="true" />I am interested in finance
        </Checkbox>
        <Checkbox
          className="enquiry-checkbox"
          name="opt_in_trade"
          isSelected={values.opt_in_trade}
          onChange={set('opt_in_trade')}
        >
          <span className="enquiry-checkbox-box" aria-hidden="true" />I have a car to trade in
        </Checkbox>
      </div>
    ) : null
  const consent = (
    <>
      <Checkbox className="enquiry-checkbox" name="opt_in" isSelected={values.opt_in} onChange={set('opt_in')}>
        <span className="enquiry-checkbox-box" aria-hidden="true" />
        {spec.optInText}
      </Checkbox>
      {spec.disclaimer ? (
        <div className="enquiry-terms">
          <p>{spec.disclaimer}</p>
          <Checkbox
            id={id('terms_agreed')}
            name="terms_agreed"
            className="enquiry-checkbox"
            isSelected={values.terms_agreed}
            onChange={set('terms_agreed')}
            isInvalid={Boolean(errors.terms_agreed)}
          >
            <span className="enquiry-checkbox-box" aria-hidden="true" />I agree to the terms above.
          </Checkbox>
          {errors.terms_agreed ? <span className="enquiry-error">{errors.terms_agreed}</span> : null}
        </div>
      ) : null}
    </>
  )

  const listed = [
    ...(Object.keys(TRADE_IN_LABELS) as TradeInField[]).flatMap((name) =>
      tradeErrors[name] ? [[tradeInFieldId(formId, name), TRADE_IN_LABELS[name], tradeErrors[name]] as const] : [],
    ),
    ...FIELD_ORDER.flatMap((name) => (errors[name] ? [[id(name), LABELS[name], errors[name]] as const] : [])),
  ]
  return (
    // Posted to the lead API by the browser itself until the script takes over (postedForm.ts).
    <Form
      ref={formRef}
      action={LEAD_ENDPOINT}
      method="post"
      className="enquiry-form"
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby={formId}
    >
      {formError ? (
        <div ref={summary} tabIndex={-1} className="enquiry-errors" role="alert">
          <p>{formError}</p>
          {listed.length ? (
            <ul>
              {listed.map(([target, name, message]) => (
                <li key={target}>
                  <a href={`#${target}`}>
                    {name}: {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <PostedFormFields category={spec.category} car={car} context={context} />
      {/* Off-screen and out of the tab order: people never fill it in, form-filling bots do. */}
      <div className="enquiry-trap" aria-hidden="true">
        <input ref={trap} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {isTradeIn ? (
        <TradeInFields
          formId={formId}
          values={tradeIn}
          errors={tradeErrors}
          onChange={(field, value) => setTradeIn((current) => ({ ...current, [field]: value }))}
          asksState={asksRegoState(spec.timeZone)}
        />
      ) : null}
      {steps ? (
        <p ref={stepHeading} tabIndex={-1} className="enquiry-step">
          Step {step + 1} of {steps.length}: {steps[step]!.title}
        </p>
      ) : null}
      {steps ? null : grid}
      {shows('message') ? (
        <>
          {message}
          {interest}
        </>
      ) : null}
      {steps && shows('name') ? grid : null}
      {shows('opt_in') ? consent : null}
      <div className="enquiry-actions">
        {steps && step > 0 ? (
          <Button className="outline-button" onPress={() => goToStep(step - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" className="button" isPending={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : steps && step < steps.length - 1 ? 'Next' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
