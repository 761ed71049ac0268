'use client'
import { useId, useState, type FormEvent } from 'react'
import { Checkbox, FieldError, Form, Input, Label, TextField } from 'react-aria-components'
import { INVALID_EMAIL, isValidEmail, REQUIRED } from '@/domain/enquiry'
import { INVALID_POSTCODE, isValidPostcode } from '@/domain/states'
import { SelectInput } from '@/features/leads/ui/EnquiryFields'

export type Details = {
  firstName: string
  lastName: string
  email: string
  postCode: string
  subscribe: boolean
  /** The dealership the finance lead goes to, where the dealer has several (else ''). */
  location: string
}
export type Dealership = { value: string; label: string }
type Errors = Partial<Record<keyof Details, string>>

const EMPTY: Details = { firstName: '', lastName: '', email: '', postCode: '', subscribe: false, location: '' }

/** The same checks the lead API makes of a finance enquiry's name, e-mail and postcode. */
function problemsOf(details: Details, dealerships: readonly Dealership[]): Errors {
  const errors: Errors = {}
  if (dealerships.length > 1 && !dealerships.some((d) => d.value === details.location)) errors.location = REQUIRED
  if (!details.firstName.trim()) errors.firstName = REQUIRED
  if (!details.lastName.trim()) errors.lastName = REQUIRED
  if (!details.email.trim()) errors.email = REQUIRED
  else if (!isValidEmail(details.email.trim())) errors.email = INVALID_EMAIL
  if (details.postCode.trim() && !isValidPostcode(details.postCode.trim())) errors.postCode = INVALID_POSTCODE
  return errors
}

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'postCode', label: 'Postcode', autoComplete: 'postal-code', required: false, inputMode: 'numeric' },
] as const

/**
 * The pre-approval's "Your Details": who is applying, and which of the dealer's sites hears of
 * it where it has several; Next only once every field is right.
 */
export function PreApprovalDetails({
  initial,
  dealerships,
  onDone,
}: {
  initial: Details | null
  dealerships: readonly Dealership[]
  onDone: (details: Details) => void
}) {
  const id = useId()
  const [details, setDetails] = useState<Details>(initial ?? EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems = problemsOf(details, dealerships)
    setErrors(problems)
    if (Object.keys(problems).length === 0) onDone({ ...details, email: details.email.trim() })
  }
  return (
    <Form className="enquiry-form pre-approval-form" onSubmit={submit} validationBehavior="aria">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          className="enquiry-field"
          name={field.name}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          inputMode={'inputMode' in field ? field.inputMode : undefined}
          value={details[field.name]}
          onChange={(value) => setDetails((current) => ({ ...current, [field.name]: value }))}
          isRequired={field.required}
          isInvalid={Boolean(errors[field.name])}
        >
          <Label>
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </Label>
          <Input />
          <FieldError>{errors[field.name]}</FieldError>
        </TextField>
      ))}
      {dealerships.length > 1 ? (
        <SelectInput
          id={`${id}-location`}
          name="location"
          value={details.location}
          onChange={(location) => setDetails((current) => ({ ...current, location }))}
          error={errors.location}
          required
          options={dealerships}
        />
      ) : null}
      <Checkbox
        className="enquiry-checkbox"
        isSelected={details.subscribe}
        onChange={(subscribe) => setDetails((current) => ({ ...current, subscribe }))}
      >
        <span className="enquiry-checkbox-box" aria-hidden="true" />
        Keep me up to date with offers and news
      </Checkbox>
      <div className="pre-approval-actions">
        <button type="submit" className="button">
          Next
        </button>
      </div>
    </Form>
  )
}
