import type { ReactNode } from 'react'
import type { OrderAmounts, OrderErrors, OrderField, OrderRequest } from '@/domain/orders'
import { formatDollars } from '@/domain/numbers'
import { formatDeposit } from '@/domain/reservations'
import type { TradeInOffer } from '../checkoutOptions'

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
  signedIn: boolean
  phone: string
}

export const STEP_TITLES = ['Trade-in', 'How you pay', 'Delivery or pick-up', 'Your details', 'Payment', 'Summary']
export const STEP_FIELDS: OrderField[][] = [
  ['trade_in', 'trade_in_offer', 'trade_in_car'],
  ['payment'],
  ['handover', 'handover_date', 'delivery_address', 'delivery_postcode'],
  ['first_name', 'last_name', 'email', 'phone'],
  ['pay_now'],
  ['confirm'],
]

type StepArgs = {
  step: number
  props: JourneyProps
  answers: OrderRequest
  errors: OrderErrors
  amounts: OrderAmounts
  set: (field: OrderField, value: string | boolean) => void
}

const Problem = ({ field, errors }: { field: OrderField; errors: OrderErrors }) =>
  errors[field] ? (
    <span id={`order-${field}-error`} className="enquiry-error">
      {errors[field]}
    </span>
  ) : null
const described = (field: OrderField, errors: OrderErrors) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': `order-${field}-error` } : {}

/** One choice among a few, as radio buttons under their question. */
function Choice(args: {
  field: OrderField
  legend: string
  options: { value: string; label: ReactNode }[]
  answers: OrderRequest
  errors: OrderErrors
  set: StepArgs['set']
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
function Text(args: {
  field: OrderField
  label: string
  type?: string
  autoComplete?: string
  required?: boolean
  answers: OrderRequest
  errors: OrderErrors
  set: StepArgs['set']
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

/** The questions of one step of the journey. */
export function CheckoutStep({ step, props, answers, errors, amounts, set }: StepArgs) {
  const shared = { answers, errors, set }
  const money = (cents: number) => `${formatDeposit(cents)} ${props.currency}`
  if (step === 0)
    return (
      <>
        <Choice
          field="trade_in"
          legend="Are you trading in a car?"
          {...shared}
          options={[
            { value: 'none', label: 'No trade-in' },
            ...(props.offers.length ? [{ value: 'offer', label: 'Yes: use the offer you accepted from us' }] : []),
            { value: 'valuation', label: 'Yes: value my car (we call you with an offer before the handover)' },
          ]}
        />
        {answers.trade_in === 'offer' ? (
          <Choice
            field="trade_in_offer"
            legend="Which offer?"
            {...shared}
            options={props.offers.map((offer) => ({
              value: offer.id,
              label: `${offer.car}: ${formatDollars(offer.amount)}`,
            }))}
          />
        ) : null}
        {answers.trade_in === 'valuation' ? (
          <Text field="trade_in_car" label="Your car’s year, make and model" required {...shared} />
        ) : null}
        {!props.signedIn ? (
          <p className="checkout-note">
            Already have an offer for your car from us?{' '}
            <a href={`/sign-in?type=checkout&redirect=${encodeURIComponent(`/checkout-journey?car_id=${props.car}`)}`}>
              Sign in
            </a>{' '}
            to use it.
          </p>
        ) : null}
      </>
    )
  if (step === 1)
    return (
      <>
        <Choice
          field="payment"
          legend="How will you pay for the car?"
          {...shared}
          options={[
            { value: 'cash', label: 'Cash or my own funds' },
            { value: 'finance', label: 'Finance: our finance team calls you with a quote' },
          ]}
        />
        {answers.payment === 'finance' ? (
          <p className="checkout-note">
            You pay the {money(props.depositCents)} deposit now; the lender pays the rest at handover.{' '}
            <a href={`/apply-for-finance?car_id=${encodeURIComponent(props.car)}`} target="_blank" rel="noreferrer">
              Get pre-approved first (opens in a new tab)
            </a>
          </p>
        ) : null}
      </>
    )
  if (step === 2)
    return (
      <>
        <Choice
          field="handover"
          legend="How would you like to get the car?"
          {...shared}
          options={[
            {
              value: 'pick-up',
              label: `Pick it up${props.dealership ? ` at ${props.dealership}` : ' at the dealership'}`,
            },
            { value: 'delivery', label: 'Deliver it to me' },
          ]}
        />
        <div className="enquiry-field">
          <label htmlFor="order-handover_date">
            Day<span aria-hidden="true"> *</span>
          </label>
          <select
            id="order-handover_date"
            value={answers.handover_date}
            onChange={(event) => set('handover_date', event.target.value)}
            required
            {...described('handover_date', errors)}
          >
            <option value="">Choose a day</option>
            {props.days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
          <Problem field="handover_date" errors={errors} />
        </div>
        {answers.handover === 'delivery' ? (
          <div className="enquiry-grid">
            <Text field="delivery_address" label="Street address" autoComplete="street-address" required {...shared} />
            <Text field="delivery_postcode" label="Postcode" autoComplete="postal-code" required {...shared} />
          </div>
        ) : null}
      </>
    )
  if (step === 3)
    return (
      <div className="enquiry-grid">
        <Text field="first_name" label="First name" autoComplete="given-name" required {...shared} />
        <Text field="last_name" label="Last name" autoComplete="family-name" {...shared} />
        <Text field="email" label="Email" type="email" autoComplete="email" required {...shared} />
        <Text field="phone" label="Mobile" type="tel" autoComplete="tel" required {...shared} />
      </div>
    )
  if (step === 4)
    return (
      <Choice
        field="pay_now"
        legend="What would you like to pay online now?"
        {...shared}
        options={[
          { value: 'deposit', label: `The deposit: ${money(Math.min(props.depositCents, amounts.balanceCents))}` },
          ...(props.payInFull && answers.payment === 'cash' && amounts.balanceCents > props.depositCents
            ? [{ value: 'full', label: `The whole balance: ${money(amounts.balanceCents)}` }]
            : []),
        ]}
      />
    )
  const day = props.days.find((d) => d.value === answers.handover_date)?.label ?? ''
  return (
    <>
      <dl className="checkout-summary">
        <dt>The car</dt>
        <dd>{props.title}</dd>
        <dt>Drive-away price</dt>
        <dd>{money(amounts.priceCents)}</dd>
        <dt>Trade-in</dt>
        <dd>
          {answers.trade_in === 'offer'
            ? `Less ${money(amounts.tradeInCents)}`
            : answers.trade_in === 'valuation'
              ? `${answers.trade_in_car} (valued before the handover)`
              : 'None'}
        </dd>
        <dt>Paying with</dt>
        <dd>{answers.payment === 'finance' ? 'Finance' : 'Cash'}</dd>
        <dt>{answers.handover === 'delivery' ? 'Delivery' : 'Pick-up'}</dt>
        <dd>
          {day}
          {answers.handover === 'delivery' ? `, to ${answers.delivery_address} ${answers.delivery_postcode}` : ''}
        </dd>
        <dt>Pay online now</dt>
        <dd>{money(amounts.dueNowCents)}</dd>
        <dt>Due at handover</dt>
        <dd>{money(amounts.dueLaterCents)}</dd>
      </dl>
      <div className="enquiry-field">
        <label className="checkout-option">
          <input
            type="checkbox"
            checked={answers.confirm}
            onChange={(event) => set('confirm', event.target.checked)}
            {...described('confirm', errors)}
          />
          <span>I confirm this order. The car is held for me once I have paid.</span>
        </label>
        <Problem field="confirm" errors={errors} />
      </div>
    </>
  )
}
