import type { OrderAmounts, OrderErrors, OrderRequest } from '@/domain/orders'
import { described, Problem, type JourneyProps, type SetAnswer } from './JourneyFields'

/** The journey's last step: the order in figures and words, and the buyer's confirmation. */
export function CheckoutSummary({
  props,
  answers,
  errors,
  amounts,
  set,
  money,
}: {
  props: JourneyProps
  answers: OrderRequest
  errors: OrderErrors
  amounts: OrderAmounts
  set: SetAnswer
  money: (cents: number) => string
}) {
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
