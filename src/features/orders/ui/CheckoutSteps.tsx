import type { OrderAmounts, OrderErrors, OrderField, OrderRequest } from '@/domain/orders'
import { formatDollars } from '@/domain/numbers'
import { formatDeposit } from '@/domain/reservations'
import { CheckoutSummary } from './CheckoutSummary'
import { Choice, described, Problem, Text, type JourneyProps, type SetAnswer } from './JourneyFields'
import { JourneyQuote } from './JourneyQuote.client'

export type { JourneyProps }

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
  set: SetAnswer
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
          <>
            <p className="checkout-note">
              You pay the {money(props.depositCents)} deposit now; the lender pays the rest at handover
              {amounts.dueLaterCents > 0 ? ` (${money(amounts.dueLaterCents)})` : ''}.
              {props.finance.preApproval ? null : (
                <>
                  {' '}
                  <a
                    href={`/apply-for-finance?car_id=${encodeURIComponent(props.car)}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Apply for finance first (opens in a new tab)
                  </a>
                </>
              )}
            </p>
            {props.finance.quote ? (
              <JourneyQuote car={props.car} financedCents={amounts.dueLaterCents} finance={props.finance} />
            ) : null}
          </>
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
  return <CheckoutSummary {...{ props, answers, errors, amounts, set, money }} />
}
