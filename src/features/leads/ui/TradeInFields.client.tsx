'use client'
import { FieldError, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components'
import { AU_STATES } from '@/domain/states'
import {
  CONDITIONS,
  CONTACT_METHODS,
  SERVICE_HISTORIES,
  TRADE_IN_LABELS,
  YES_NO,
  type TradeInErrors,
  type TradeInField,
  type TradeInInput,
} from '@/domain/tradeIn'

type Props = {
  formId: string
  values: TradeInInput
  errors: TradeInErrors
  onChange: (field: TradeInField, value: string) => void
  /** Australian plates have a state; New Zealand's do not. */
  asksState: boolean
}

const REQUIRED_FIELDS = new Set<TradeInField>(['rego', 'regoState', 'make', 'model', 'year', 'kms'])

/** Where an error summary links to a trade-in field. */
export const tradeInFieldId = (formId: string, field: TradeInField) => `${formId}-trade-${field}`

/**
 * The car the visitor wants to sell or trade in (spec: rego and state, kilometres, make,
 * model, year, condition questions, preferred contact, finance owing), inside an enquiry form.
 */
export function TradeInFields({ formId, values, errors, onChange, asksState }: Props) {
  const id = (field: TradeInField) => tradeInFieldId(formId, field)
  const label = (field: TradeInField) => (
    <>
      {TRADE_IN_LABELS[field]}
      {REQUIRED_FIELDS.has(field) ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const text = (
    field: TradeInField,
    props: { inputMode?: 'numeric'; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <TextField
      id={id(field)}
      name={`trade_${field}`}
      className="enquiry-field"
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      isInvalid={Boolean(errors[field])}
      isRequired={REQUIRED_FIELDS.has(field)}
      validationBehavior="aria"
      inputMode={props.inputMode}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete ?? 'off'}
    >
      <Label>{label(field)}</Label>
      <Input />
      <FieldError>{errors[field]}</FieldError>
    </TextField>
  )
  // Native selects: the platform picker on phones, and nothing to load.
  const select = (field: TradeInField, options: readonly { value: string; label: string }[]) => (
    <div className="enquiry-field">
      <label htmlFor={id(field)}>{label(field)}</label>
      <select
        id={id(field)}
        name={`trade_${field}`}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-required={REQUIRED_FIELDS.has(field) || undefined}
        aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[field] ? (
        <span id={`${id(field)}-error`} className="enquiry-error">
          {errors[field]}
        </span>
      ) : null}
    </div>
  )
  const words = (options: readonly string[]) => options.map((option) => ({ value: option, label: option }))

  return (
    <fieldset className="trade-in-fields">
      <legend>Your car</legend>
      <div className="enquiry-grid">
        {text('rego', { maxLength: 12 })}
        {asksState
          ? select(
              'regoState',
              AU_STATES.map((state) => ({ value: state.code, label: state.name })),
            )
          : null}
        {text('make', { maxLength: 60 })}
        {text('model', { maxLength: 60 })}
        {text('year', { inputMode: 'numeric', maxLength: 4 })}
        {text('kms', { inputMode: 'numeric', maxLength: 12 })}
        {select('condition', words(CONDITIONS))}
        {select('accident', words(YES_NO))}
        {select('serviceHistory', words(SERVICE_HISTORIES))}
        {select('finance', words(YES_NO))}
      </div>
      <RadioGroup
        id={id('preferredContact')}
        name="trade_preferredContact"
        className="trade-in-contact"
        value={values.preferredContact}
        onChange={(value) => onChange('preferredContact', value)}
        orientation="horizontal"
        isInvalid={Boolean(errors.preferredContact)}
      >
        <Label>{TRADE_IN_LABELS.preferredContact}</Label>
        <div className="trade-in-contact-options">
          {CONTACT_METHODS.map((method) => (
            <Radio key={method} value={method} className="trade-in-radio">
              <span className="trade-in-radio-dot" aria-hidden="true" />
              {method}
            </Radio>
          ))}
        </div>
        <FieldError>{errors.preferredContact}</FieldError>
      </RadioGroup>
    </fieldset>
  )
}
