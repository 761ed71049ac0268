'use client'

import { useId, useState, type FormEvent } from 'react'
import { ENQUIRY_LIMITS } from '@/domain/enquiry'
import '@/features/leads/ui/enquiry-form.css'

type Field = 'first_name' | 'last_name' | 'email' | 'phone'
type FieldSpec = {
  name: Field
  label: string
  type: string
  autoComplete: string
  required: boolean
  maxLength?: number
}
// The enquiry forms' limits (the server checks the same); a phone number has none but room for spaces and +61.
const FIELDS: FieldSpec[] = [
  {
    name: 'first_name',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    maxLength: ENQUIRY_LIMITS.name,
  },
  {
    name: 'last_name',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    required: false,
    maxLength: ENQUIRY_LIMITS.last_name,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: ENQUIRY_LIMITS.email,
  },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true, maxLength: 30 },
]

/**
 * The Reserve Online form: the buyer's details go to /api/cars/{slug}/reserve, which stores the
 * reservation and answers with Stripe's payment page, where the browser goes next. Plain
 * inputs (no react-aria): it sits in the car page's first load. Field problems show beside
 * their fields; a car someone else took, or a payment page that cannot open, above the button.
 */
export function ReserveForm({ car, deposit }: { car: string; deposit: string }) {
  const base = useId()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSending(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/cars/${encodeURIComponent(car)}/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(FIELDS.map(({ name }) => [name, form.get(name) ?? '']))),
      })
      const body = (await response.json().catch(() => ({}))) as {
        checkout_url?: string
        error?: string
        fields?: Partial<Record<Field, string>>
      }
      if (response.ok && body.checkout_url) {
        window.location.assign(body.checkout_url)
        return
      }
      setErrors(body.fields ?? {})
      setProblem(body.fields && Object.keys(body.fields).length ? null : (body.error ?? 'Something went wrong.'))
      const first = FIELDS.find(({ name }) => body.fields?.[name])
      if (first) document.getElementById(`${base}-${first.name}`)?.focus()
      setSending(false)
    } catch {
      setProblem('We could not reach the dealer just now. Nothing was charged; please try again.')
      setSending(false)
    }
  }

  return (
    <form className="enquiry-form reserve-form" onSubmit={submit} noValidate aria-label="Reserve this car">
      <div className="enquiry-grid">
        {FIELDS.map((field) => {
          const id = `${base}-${field.name}`
          const error = errors[field.name]
          return (
            <div className="enquiry-field" key={field.name}>
              <label htmlFor={id}>
                {field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={field.maxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <span id={`${id}-error`} className="enquiry-error">
                  {error}
                </span>
              ) : null}
            </div>
          )
        })}
      </div>
      {problem ? (
        <p className="enquiry-errors" role="alert">
          {problem}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Opening the secure payment page…' : `Reserve for ${deposit}`}
        </button>
      </p>
    </form>
  )
}
