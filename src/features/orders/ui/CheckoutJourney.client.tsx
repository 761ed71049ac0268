'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { orderAmounts, orderErrors, type OrderErrors, type OrderField, type OrderRequest } from '@/domain/orders'
import { formatDeposit } from '@/domain/reservations'
import { CheckoutStep, STEP_FIELDS, STEP_TITLES, type JourneyProps } from './CheckoutSteps'

const START: OrderRequest = {
  trade_in: 'none',
  trade_in_offer: '',
  trade_in_car: '',
  payment: '',
  handover: '',
  handover_date: '',
  delivery_address: '',
  delivery_postcode: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  pay_now: 'deposit',
  confirm: false,
}

const stepOf = (field: OrderField) => STEP_FIELDS.findIndex((fields) => fields.includes(field))

/**
 * The checkout journey, one step at a time: each step's answers are checked by the order rules
 * the server applies (src/domain/orders.ts) before the next opens, the step's heading takes
 * the focus, and Back keeps every answer. The last step sends the order to /api/orders and the
 * browser goes on to Stripe's page; a problem the server finds opens the step it belongs to.
 */
export function CheckoutJourney(props: JourneyProps) {
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<OrderRequest>({ ...START, phone: props.phone })
  const [errors, setErrors] = useState<OrderErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  const rules = {
    offers: props.offers.map((offer) => offer.id),
    days: props.days.map((day) => day.value),
    fullAllowed: props.payInFull,
  }
  const offer = props.offers.find((o) => answers.trade_in === 'offer' && o.id === answers.trade_in_offer)
  const amounts = orderAmounts({
    price: props.price,
    tradeInDollars: offer?.amount ?? 0,
    depositCents: props.depositCents,
    payNow: answers.pay_now === 'full' ? 'full' : 'deposit',
    method: answers.payment === 'finance' ? 'finance' : 'cash',
  })
  const set = (field: OrderField, value: string | boolean) => setAnswers((now) => ({ ...now, [field]: value }))
  const go = (to: number) => {
    moved.current = true
    setStep(to)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const all = orderErrors(answers, rules)
    const here = Object.fromEntries(
      Object.entries(all).filter(([field]) => STEP_FIELDS[step]!.includes(field as OrderField)),
    )
    setErrors(here)
    setProblem(null)
    if (Object.keys(here).length) return
    if (step < STEP_TITLES.length - 1) return go(step + 1)
    setSending(true)
    try {
      const response = await fetch(`/api/cars/${encodeURIComponent(props.car)}/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answers),
      })
      const body = (await response.json().catch(() => ({}))) as {
        checkout_url?: string
        error?: string
        fields?: OrderErrors
      }
      if (response.ok && body.checkout_url) return window.location.assign(body.checkout_url)
      const fields = body.fields ?? {}
      const first = (Object.keys(fields) as OrderField[]).map(stepOf).filter((i) => i >= 0)
      setErrors(fields)
      if (first.length) go(Math.min(...first))
      else setProblem(body.error ?? 'Something went wrong. Nothing was charged; please try again.')
    } catch {
      setProblem('We could not reach the dealer just now. Nothing was charged; please try again.')
    }
    setSending(false)
  }

  const last = step === STEP_TITLES.length - 1
  return (
    <>
      <ol className="checkout-progress" aria-label="Steps">
        {STEP_TITLES.map((title, index) => (
          <li key={title} aria-current={index === step ? 'step' : undefined} data-done={index < step || undefined}>
            {title}
          </li>
        ))}
      </ol>
      <form className="enquiry-form checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-step">
        <h2 id="checkout-step" ref={heading} tabIndex={-1}>
          Step {step + 1} of {STEP_TITLES.length}: {STEP_TITLES[step]}
        </h2>
        <CheckoutStep step={step} props={props} answers={answers} errors={errors} amounts={amounts} set={set} />
        {problem ? (
          <p className="enquiry-errors" role="alert">
            {problem}
          </p>
        ) : null}
        <p className="checkout-buttons">
          {step > 0 ? (
            <button type="button" className="button button-secondary" onClick={() => go(step - 1)}>
              Back
            </button>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {!last
              ? 'Continue'
              : sending
                ? 'Opening the secure payment page…'
                : `Confirm and pay ${formatDeposit(amounts.dueNowCents)}`}
          </button>
        </p>
      </form>
    </>
  )
}
