'use client'
import { useRef, type FormEvent } from 'react'
import { Button, FieldError, Form, Label, TextArea, TextField } from 'react-aria-components'
import { localTime } from '@/domain/dates'
import { FORM_ERRORS_HEADING } from '@/domain/enquiry'
import {
  asksMessage,
  FEEDBACK_DEPARTMENTS,
  LEAD_FIELD_LABELS,
  SATISFACTION,
  testDriveDealership,
  leadErrors,
  leadFormOf,
} from '@/domain/leads'
import { testDriveRequested } from '@/domain/testDriveTimes'
import { asksRegoState, TRADE_IN_LABELS, tradeInErrors, VALUED_IN_PERSON, type TradeInField } from '@/domain/tradeIn'
import type { EnquiryFormSpec } from '../enquiryForms'
import { formAboutCar } from '../formAboutCar'
import { LEAD_ENDPOINT } from '../leadRequest'
import type { FormCar } from '../successStorage'
import { ConsentFields, InterestFields } from './EnquiryConsent'
import { ErrorSummary, FieldLabel, SelectInput, TestDriveTimeField, TextInput, type Field } from './EnquiryFields'
import { PostedFormFields } from './PostedFormFields'
import { sendEnquiry } from './sendEnquiry'
import { TradeInFields, tradeInFieldId } from './TradeInFields.client'
import { FIELD_ORDER, useEnquiryForm, type EnquiryInitial } from './useEnquiryForm'
import './enquiry-form.css'

export type EnquiryFormProps = {
  spec: EnquiryFormSpec
  /** Id of the heading that names the form; field ids derive from it. */
  formId: string
  submitLabel: string
  thankYou: string
  initial?: EnquiryInitial
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
  const form = useEnquiryForm(spec, initial, inSteps)
  const { values, errors, steps, step } = form
  const isTradeIn = spec.category === 'trade-in'
  const trap = useRef<HTMLInputElement>(null)
  const id = (name: Field) => `${formId}-${name}`
  const today = () => localTime(new Date(), spec.timeZone).date
  const dealership = () => testDriveDealership(car, values.location, spec.locations)
  const field = (name: Field, required = false) => ({
    id: id(name),
    name,
    value: String(values[name]),
    onChange: form.set(name),
    error: errors[name],
    required,
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = leadErrors(values, leadFormOf(spec, new Date(), { offerRequired: car?.kind === 'offer', car }))
    const thisYear = Number(today().slice(0, 4))
    const asksState = asksRegoState(spec.timeZone)
    const tradeFound = isTradeIn ? tradeInErrors(form.tradeIn, { thisYear, asksState }) : {}
    if (steps && step < steps.length - 1) {
      // A step before the last checks its own fields and moves on; the last one sends.
      const here = Object.fromEntries(Object.entries(found).filter(([name]) => form.stepOf(name as Field) === step))
      return Object.keys(here).length ? form.fail(FORM_ERRORS_HEADING, here) : form.goToStep(step + 1)
    }
    if (Object.keys(found).length || Object.keys(tradeFound).length)
      return form.fail(FORM_ERRORS_HEADING, found, tradeFound)
    form.setStatus('sending')
    const result = await sendEnquiry({
      spec,
      values,
      context,
      car,
      tradeIn: isTradeIn ? form.tradeIn : undefined,
      website: trap.current?.value,
    })
    if (result.sent) form.sent(result.valuedInPerson)
    else form.fail(result.message, result.fields, result.tradeIn)
  }

  if (form.status === 'sent') {
    return (
      <p ref={form.refs.done} tabIndex={-1} role="status" className="enquiry-sent">
        {thankYou}
        {spec.category === 'test-drive' && testDriveRequested(values) ? ` ${testDriveRequested(values)}` : null}
        {form.valuedInPerson ? ` ${VALUED_IN_PERSON}` : null}
      </p>
    )
  }

  const asList = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }))
  const testDrive = spec.category === 'test-drive'

  const grid = (
    <div className="enquiry-grid">
      {spec.category === 'feedback' ? (
        <>
          <SelectInput {...field('satisfaction', true)} options={asList(SATISFACTION)} />
          <SelectInput {...field('department')} options={asList(FEEDBACK_DEPARTMENTS)} hint="Any part" />
        </>
      ) : null}
      {spec.subjects.length ? <SelectInput {...field('subject', true)} options={asList(spec.subjects)} /> : null}
      {spec.locations.length > 1 ? <SelectInput {...field('location', true)} options={spec.locations} /> : null}
      {spec.models.length ? <SelectInput {...field('model')} options={spec.models} hint="Any model" /> : null}
      {testDrive && car?.distributionLocations?.length ? (
        <SelectInput {...field('distribution_location', true)} options={asList(car.distributionLocations)} />
      ) : null}
      {testDrive ? <TextInput {...field('preferred_date')} type="date" min={today()} /> : null}
      {testDrive ? (
        <TestDriveTimeField
          {...field('preferred_time')}
          spec={spec}
          dealership={dealership()}
          day={values.preferred_date}
        />
      ) : null}
      <TextInput {...field('name', true)} autoComplete="given-name" />
      <TextInput {...field('last_name')} autoComplete="family-name" />
      <TextInput {...field('email', true)} type="email" autoComplete="email" />
      <TextInput {...field('phone', true)} type="tel" autoComplete="tel" inputMode="tel" />
      {spec.amountRange ? <TextInput {...field('amount')} inputMode="numeric" maxLength={12} /> : null}
      {car?.kind === 'offer' ? (
        <TextInput {...field('offer_from_client', true)} inputMode="numeric" maxLength={12} />
      ) : null}
      {spec.category === 'fleet' ? <TextInput {...field('company')} autoComplete="organization" /> : null}
      {spec.asksRego ? <TextInput {...field('rego')} autoComplete="off" maxLength={12} /> : null}
      {spec.fleetSizes.length ? (
        <SelectInput
          {...field('fleet_size')}
          options={spec.fleetSizes.map((size) => ({ value: size, label: `${size} vehicles` }))}
        />
      ) : null}
      {spec.category !== 'fleet' ? (
        <TextInput
          {...field('postcode', spec.rules.postcodeRequired)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          // Spec: the variant that asks for a postcode shows the placeholder 1234.
          placeholder={spec.rules.postcodeRequired ? '1234' : undefined}
        />
      ) : null}
    </div>
  )
  const message = asksMessage(spec.category) ? (
    <TextField
      id={id('message')}
      name="message"
      value={values.message}
      onChange={form.set('message')}
      className="enquiry-field"
      isInvalid={Boolean(errors.message)}
      isRequired={spec.rules.messageRequired}
      validationBehavior="aria"
    >
      <Label>
        <FieldLabel name="message" required={spec.rules.messageRequired} />
      </Label>
      <TextArea rows={4} />
      <FieldError>{errors.message}</FieldError>
    </TextField>
  ) : null
  const ticks = { values, onChange: (name: Field) => form.set(name) }

  // The summary lists problems in the order of the fields: the car to sell comes first.
  const problems = [
    ...(Object.keys(TRADE_IN_LABELS) as TradeInField[]).flatMap((name) =>
      form.tradeErrors[name]
        ? [[tradeInFieldId(formId, name), TRADE_IN_LABELS[name], form.tradeErrors[name]] as const]
        : [],
    ),
    ...FIELD_ORDER.flatMap((name) =>
      errors[name] ? [[id(name), LEAD_FIELD_LABELS[name], errors[name]] as const] : [],
    ),
  ]
  return (
    // Posted to the lead API by the browser itself until the script takes over (postedForm.ts).
    <Form
      ref={form.refs.formRef}
      action={LEAD_ENDPOINT}
      method="post"
      className="enquiry-form"
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby={formId}
    >
      {form.formError ? <ErrorSummary ref={form.refs.summary} message={form.formError} problems={problems} /> : null}
      <PostedFormFields category={spec.category} car={car} context={context} />
      {/* Off-screen and out of the tab order: people never fill it in, form-filling bots do. */}
      <div className="enquiry-trap" aria-hidden="true">
        <input ref={trap} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {isTradeIn ? (
        <TradeInFields
          formId={formId}
          values={form.tradeIn}
          errors={form.tradeErrors}
          onChange={(name, value) => form.setTradeIn((current) => ({ ...current, [name]: value }))}
          asksState={asksRegoState(spec.timeZone)}
        />
      ) : null}
      {steps ? (
        <p ref={form.refs.stepHeading} tabIndex={-1} className="enquiry-step">
          Step {step + 1} of {steps.length}: {steps[step]!.title}
        </p>
      ) : null}
      {steps ? null : grid}
      {form.shows('message') ? (
        <>
          {message}
          {car?.kind === 'enquiry' ? <InterestFields {...ticks} /> : null}
        </>
      ) : null}
      {steps && form.shows('name') ? grid : null}
      {form.shows('opt_in') ? (
        <ConsentFields {...ticks} spec={spec} error={errors.terms_agreed} termsId={id('terms_agreed')} />
      ) : null}
      <div className="enquiry-actions">
        {steps && step > 0 ? (
          <Button className="outline-button" onPress={() => form.goToStep(step - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" className="button" isPending={form.status === 'sending'}>
          {form.status === 'sending' ? 'Sending…' : steps && step < steps.length - 1 ? 'Next' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
