'use client'
import { useRef, useState, type FormEvent } from 'react'
import { Button, Checkbox, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components'
import { enquiryErrors, FORM_ERRORS_HEADING, SUBMIT_FAILED, type EnquiryInput } from '@/domain/enquiry'
import { FLEET_SIZES, leadCategory } from '@/domain/leads'
import { trackEvent } from '@/integrations/analytics'
import '@/components/enquiry-form.css'

const FLEET = leadCategory('fleet')!
/** Spec: a lead answer with neither an id nor an error text. */
const UNEXPECTED = 'An unexpected error occured'

type Values = EnquiryInput & { company: string; fleet_size: string }
type Errors = Partial<Record<keyof Values, string>>

const EMPTY: Values = { name: '', last_name: '', email: '', phone: '', postcode: '', message: '', opt_in: true, terms_agreed: false, company: '', fleet_size: '' }
const LABELS: Record<string, string> = { name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', postcode: 'Postcode', message: 'Comments', company: 'Business name', fleet_size: 'Fleet size' }

/** The Get In Touch form: checked as visitors submit, again by the lead API, which stores it. */
export function FleetEnquiryForm({ formId, optInText, thankYou }: { formId: string; optInText: string; thankYou: string }) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing')
  const trap = useRef<HTMLInputElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const done = useRef<HTMLParagraphElement>(null)
  const field = (name: keyof Values) => `${formId}-${name}`
  const set = (name: keyof Values) => (value: string | boolean) => setValues((current) => ({ ...current, [name]: value }))

  const fail = (message: string, fieldErrors: Errors = {}) => {
    setErrors(fieldErrors)
    setFormError(message)
    setStatus('editing')
    requestAnimationFrame(() => summary.current?.focus())
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Errors = enquiryErrors(values, FLEET.rules)
    if (Object.keys(found).length) return fail(FORM_ERRORS_HEADING, found)
    setStatus('sending')
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category: FLEET.value, ...values, fleet_size: values.fleet_size || undefined, page_url: window.location.href, website: trap.current?.value || undefined }),
      })
      const answer = (await response.json().catch(() => ({}))) as { lead_id?: string; error?: string; fields?: Errors }
      if (response.ok && answer.lead_id) {
        setStatus('sent')
        trackEvent(FLEET.event, { category: FLEET.value })
        requestAnimationFrame(() => done.current?.focus())
        return
      }
      fail(answer.error || (response.ok ? UNEXPECTED : SUBMIT_FAILED), answer.fields ?? {})
    } catch {
      fail(SUBMIT_FAILED)
    }
  }

  if (status === 'sent') {
    return (
      <p ref={done} tabIndex={-1} role="status" className="enquiry-sent">
        {thankYou}
      </p>
    )
  }

  const listed = Object.entries(errors).filter(([, message]) => message) as [keyof Values, string][]
  const text = (name: keyof Values, props: { type?: string; autoComplete?: string; isRequired?: boolean; inputMode?: 'numeric' | 'tel'; maxLength?: number } = {}) => (
    <TextField
      id={field(name)}
      className="enquiry-field"
      value={String(values[name])}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      isRequired={props.isRequired}
      validationBehavior="aria"
      type={props.type}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
    >
      <Label>
        {LABELS[name]}
        {props.isRequired ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <Input />
      <FieldError>{errors[name]}</FieldError>
    </TextField>
  )

  return (
    <Form className="enquiry-form" onSubmit={submit} validationBehavior="aria" aria-labelledby={formId}>
      {formError ? (
        <div ref={summary} tabIndex={-1} className="enquiry-errors" role="alert">
          <p>{formError}</p>
          {listed.length ? (
            <ul>
              {listed.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${field(name)}`}>
                    {LABELS[name] ?? name}: {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {/* Off-screen and out of the tab order: people never fill it in, form-filling bots do. */}
      <div className="enquiry-trap" aria-hidden="true">
        <input ref={trap} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="enquiry-grid">
        {text('name', { isRequired: true, autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
        {text('email', { isRequired: true, type: 'email', autoComplete: 'email' })}
        {text('phone', { isRequired: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('company', { autoComplete: 'organization' })}
        <div className="enquiry-field">
          <label htmlFor={field('fleet_size')}>{LABELS.fleet_size}</label>
          <select id={field('fleet_size')} value={values.fleet_size} onChange={(event) => set('fleet_size')(event.target.value)}>
            <option value="">Choose…</option>
            {FLEET_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} vehicles
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField id={field('message')} className="enquiry-field" value={values.message} onChange={set('message')} isInvalid={Boolean(errors.message)} isRequired={FLEET.rules.messageRequired} validationBehavior="aria">
        <Label>
          {LABELS.message}
          {FLEET.rules.messageRequired ? <span aria-hidden="true"> *</span> : null}
        </Label>
        <TextArea rows={4} />
        <FieldError>{errors.message}</FieldError>
      </TextField>
      <Checkbox className="enquiry-checkbox" isSelected={values.opt_in} onChange={set('opt_in')}>
        <span className="enquiry-checkbox-box" aria-hidden="true" />
        {optInText}
      </Checkbox>
      <Button type="submit" className="button" isPending={status === 'sending'}>
        {status === 'sending' ? 'Sending…' : 'Get In Touch'}
      </Button>
    </Form>
  )
}
