import type { ReactNode } from 'react'
import { FieldError, Input, Label, TextField } from 'react-aria-components'
import { LEAD_FIELD_LABELS, type LeadInput } from '@/domain/leads'
import { time12 } from '@/domain/openingHours'
import { hoursOn, testDriveTimes } from '@/domain/testDriveTimes'
import type { EnquiryFormSpec } from '../enquiryForms'

export type Field = keyof LeadInput

/** What every field of the form shares: its id, value, change and error. */
export type FieldProps = {
  id: string
  name: Field
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
}

/** A field's label, with the asterisk sighted visitors expect (screen readers hear "required" from the field). */
export const FieldLabel = ({ name, required }: { name: Field; required: boolean }) => (
  <>
    {LEAD_FIELD_LABELS[name]}
    {required ? <span aria-hidden="true"> *</span> : null}
  </>
)

export function TextInput({
  id,
  name,
  value,
  onChange,
  error,
  required = false,
  ...input
}: FieldProps & {
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel'
  maxLength?: number
  min?: string
  max?: string
  placeholder?: string
}) {
  return (
    <TextField
      id={id}
      name={name}
      className="enquiry-field"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={required}
      validationBehavior="aria"
      type={input.type}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      maxLength={input.maxLength}
    >
      <Label>
        <FieldLabel name={name} required={required} />
      </Label>
      <Input min={input.min} max={input.max} placeholder={input.placeholder} />
      <FieldError>{error}</FieldError>
    </TextField>
  )
}

/** A native select: the platform's picker on phones, and nothing to load. */
export function SelectInput({
  id,
  name,
  value,
  onChange,
  error,
  required = false,
  options,
  hint,
}: FieldProps & { options: readonly { value: string; label: string }[]; hint?: ReactNode }) {
  return (
    <div className="enquiry-field">
      <label htmlFor={id}>
        <FieldLabel name={name} required={required} />
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{hint ?? 'Choose…'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="enquiry-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}

/** The problems of a failed submission, each a link to its field; focused so screen readers read it out. */
export function ErrorSummary({
  ref,
  message,
  problems,
}: {
  ref: React.Ref<HTMLDivElement>
  message: string
  problems: readonly (readonly [target: string, label: string, problem: string])[]
}) {
  return (
    <div ref={ref} tabIndex={-1} className="enquiry-errors" role="alert">
      <p>{message}</p>
      {problems.length ? (
        <ul>
          {problems.map(([target, label, problem]) => (
            <li key={target}>
              <a href={`#${target}`}>
                {label}: {problem}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** Spec: a test drive's time within the chosen dealership's sales hours that day (not asked where no hours are set). */
export function TestDriveTimeField({
  spec,
  dealership,
  day,
  ...field
}: FieldProps & { spec: EnquiryFormSpec; dealership: string; day: string }) {
  const hasHours = (slug: string) => Boolean(spec.hours[slug]?.openingHours?.length)
  if (!(dealership ? hasHours(dealership) : Object.keys(spec.hours).some(hasHours))) return null
  const hours = spec.hours[dealership]
  const times = hours && day ? testDriveTimes(hours, day, { timeZone: spec.timeZone, now: new Date() }) : []
  const hint = !dealership
    ? 'Choose the dealership first'
    : !day
      ? 'Choose the day first'
      : hours && !hoursOn(hours, day, spec.timeZone)
        ? 'Closed that day'
        : times.length
          ? 'Any time'
          : 'No times left that day'
  return <SelectInput {...field} options={times.map((time) => ({ value: time, label: time12(time) }))} hint={hint} />
}
