// The journey's questions as fields: radio choices and lines of text, each with its problem beside it.
import type { ReactNode } from 'react'
import type { OrderErrors, OrderField, OrderRequest } from '@/domain/orders'

import type { JourneyFinance, TradeInOffer } from '../checkoutOptions'

/** What the journey knows of the car, the dealer's terms and the buyer. */
export type JourneyProps = {
  car: string
  title: string
  price: number
  depositCents: number
  payInFull: boolean
  currency: string
  dealership: string | null
  days: { value: string; label: string }[]
  offers: TradeInOffer[]
  finance: JourneyFinance
  signedIn: boolean
  phone: string
}

export type SetAnswer = (field: OrderField, value: string | boolean) => void

export const Problem = ({ field, errors }: { field: OrderField; errors: OrderErrors }) =>
  errors[field] ? (
    <span id={`order-${field}-error`} className="enquiry-error">
      {errors[field]}
    </span>
  ) : null
export const described = (field: OrderField, errors: OrderErrors) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': `order-${field}-error` } : {}

/** One choice among a few, as radio buttons under their question. */
export function Choice(args: {
  field: OrderField
  legend: string
  options: { value: string; label: ReactNode }[]
  answers: OrderRequest
  errors: OrderErrors
  set: SetAnswer
}) {
  const { field, answers, errors, set } = args
  return (
    <fieldset className="checkout-choice" {...described(field, args.errors)}>
      <legend>{args.legend}</legend>
      {args.options.map((option) => (
        <label key={option.value} className="checkout-option">
          <input
            type="radio"
            name={field}
            value={option.value}
            checked={answers[field] === option.value}
            onChange={() => set(field, option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <Problem field={field} errors={errors} />
    </fieldset>
  )
}

/** A line of text the buyer types. */
export function Text(args: {
  field: OrderField
  label: string
  type?: string
  autoComplete?: string
  required?: boolean
  answers: OrderRequest
  errors: OrderErrors
  set: SetAnswer
}) {
  const { field, answers, errors } = args
  return (
    <div className="enquiry-field">
      <label htmlFor={`order-${field}`}>
        {args.label}
        {args.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`order-${field}`}
        name={field}
        type={args.type ?? 'text'}
        autoComplete={args.autoComplete}
        required={args.required}
        value={String(answers[field])}
        onChange={(event) => args.set(field, event.target.value)}
        {...described(field, errors)}
      />
      <Problem field={field} errors={errors} />
    </div>
  )
}
