'use client'

import { useId, useRef, useState } from 'react'
import type { CalculatorBounds, RepaymentFrequency } from '@/domain/finance'
import { calculate, settle, type CalculatorField, type CalculatorInput } from '@/domain/financeCalculator'
import { ANALYTICS_EVENTS, trackEvent } from '@/integrations/analytics'
import { formatDollars } from '@/domain/numbers'

export type CalculatorSettings = CalculatorBounds & {
  interestRate: number
  termYears: number
  establishmentFee: number
  quickPicks: number[]
}

const FREQUENCIES: { value: RepaymentFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
]
const years = (term: number) => `${term} ${term === 1 ? 'year' : 'years'}`

type Texts = Record<CalculatorField, string>
const textsOf = (input: CalculatorInput): Texts => ({
  price: String(input.price),
  termYears: String(input.termYears),
  ratePercent: String(input.ratePercent),
  deposit: String(input.deposit),
  tradeIn: String(input.tradeIn),
  residual: String(input.residual),
})

/**
 * The calculator's inputs and result. What the visitor types is kept as typed and the
 * result follows every keystroke; leaving a field settles it (clamped, term to half years).
 * The first interaction sends analytics event 26, once.
 */
export function FinanceCalculator({ settings, start }: { settings: CalculatorSettings; start: CalculatorInput }) {
  const id = useId()
  const [texts, setTexts] = useState<Texts>(() => textsOf(start))
  const [frequency, setFrequency] = useState<RepaymentFrequency>(start.frequency)
  const used = useRef(false)

  const input: CalculatorInput = {
    price: Number(texts.price) || 0,
    termYears: Number(texts.termYears) || settings.termMin,
    ratePercent: Number(texts.ratePercent) || 0,
    deposit: Number(texts.deposit) || 0,
    tradeIn: Number(texts.tradeIn) || 0,
    residual: Number(texts.residual) || 0,
    frequency,
  }
  const result = calculate(input, settings)

  const firstUse = () => {
    if (used.current) return
    used.current = true
    trackEvent(ANALYTICS_EVENTS.financeCalculatorFirstUse)
  }
  const change = (field: CalculatorField, value: string) => {
    firstUse()
    setTexts((t) => ({ ...t, [field]: value }))
  }
  const settleField = (field: CalculatorField) =>
    setTexts((t) => ({ ...t, [field]: String(settle(field, Number(t[field]) || 0, settings)) }))

  const money = (field: 'deposit' | 'tradeIn' | 'residual', label: string) => (
    <p className="calculator-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={settings.depositMax}
        step={100}
        value={texts[field]}
        onChange={(e) => change(field, e.target.value)}
        onBlur={() => settleField(field)}
      />
    </p>
  )
  const frequencyLabel = FREQUENCIES.find((f) => f.value === frequency)!.label.toLowerCase()

  return (
    <div className="finance-calculator">
      <div className="calculator-inputs">
        <p className="calculator-field">
          <label htmlFor={`${id}-price`}>Purchase price ($)</label>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={500}
            value={texts.price}
            aria-invalid={result.priceProblem ? true : undefined}
            aria-describedby={result.priceProblem ? `${id}-price-problem` : undefined}
            onChange={(e) => change('price', e.target.value)}
            onBlur={() => settleField('price')}
          />
          {result.priceProblem ? (
            <span id={`${id}-price-problem`} className="field-problem">
              {result.priceProblem}
            </span>
          ) : null}
        </p>
        {settings.quickPicks.length ? (
          <div className="quick-picks" role="group" aria-label="Quick pick a purchase price">
            {settings.quickPicks.map((amount) => (
              <button
                key={amount}
                type="button"
                aria-pressed={input.price === amount}
                onClick={() => change('price', String(amount))}
              >
                {formatDollars(amount)}
              </button>
            ))}
          </div>
        ) : null}
        <p className="calculator-field">
          <label htmlFor={`${id}-term`}>Loan term</label>
          <input
            id={`${id}-term`}
            type="range"
            min={settings.termMin}
            max={settings.termMax}
            step={0.5}
            value={input.termYears}
            aria-valuetext={years(input.termYears)}
            onChange={(e) => change('termYears', e.target.value)}
          />
          <output htmlFor={`${id}-term`}>{years(input.termYears)}</output>
        </p>
        <p className="calculator-field">
          <label htmlFor={`${id}-rate`}>Interest rate (% p.a.)</label>
          <input
            id={`${id}-rate`}
            type="number"
            inputMode="decimal"
            min={settings.rateMin}
            max={settings.rateMax}
            step={0.01}
            value={texts.ratePercent}
            onChange={(e) => change('ratePercent', e.target.value)}
            onBlur={() => settleField('ratePercent')}
          />
        </p>
        {money('deposit', 'Deposit ($)')}
        {money('tradeIn', 'Trade-in ($)')}
        {money('residual', 'Residual / balloon ($)')}
        <fieldset className="calculator-frequency">
          <legend>Repayment frequency</legend>
          {FREQUENCIES.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={option.value}
                checked={frequency === option.value}
                onChange={() => {
                  firstUse()
                  setFrequency(option.value)
                }}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="calculator-result" aria-live="polite" aria-atomic="true">
        <p className="calculator-result-label">Estimated {frequencyLabel} repayment</p>
        <p className="calculator-repayment" data-testid="repayment">
          {result.repaymentText}
        </p>
        <p>
          Total repayments <strong data-testid="total">{formatDollars(result.total, { cents: true })}</strong>
        </p>
      </div>
    </div>
  )
}
