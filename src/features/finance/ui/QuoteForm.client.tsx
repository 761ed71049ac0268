'use client'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import {
  clampQuotePrice,
  CREDIT_SCORE_LABELS,
  CREDIT_SCORES,
  monthlyOfWeekly,
  QUOTE_DEBOUNCE_MS,
  QUOTE_TERM_YEARS,
  quotePriceDigits,
  type CreditScore,
} from '@/domain/financeQuote'
import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import { fetchQuote, type QuoteQuestion } from '../quoteClient'

export type QuickQuoteStart = {
  purchasePrice: number
  loanTerm: number
  selfAssessedCreditScore: CreditScore
  whoIsHelping: string
}

const years = (term: number) => `${term} ${term === 1 ? 'year' : 'years'}`
const DASH = '–'

/** The last value once it has stopped changing for `ms` (compared by content, not identity). */
function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value)
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return settled
}

/**
 * The quick-quote form: price, term and credit score, answered by the broker 500 ms after they
 * settle; `onChange` hears each change (the pre-approval carries them on). Inside the page's
 * QueryClientProvider (QuickQuote).
 */
export function QuoteForm({
  car,
  start,
  onChange,
}: {
  car?: string
  start: QuickQuoteStart
  onChange?: (asked: QuickQuoteStart) => void
}) {
  const id = useId()
  const [price, setPrice] = useState(String(start.purchasePrice))
  const [term, setTerm] = useState(start.loanTerm)
  const [score, setScore] = useState<CreditScore>(start.selfAssessedCreditScore)
  // Asked 500 ms after the buyer last typed or picked anything: what they typed, not its clamped
  // value, decides when the inputs have settled (typing 45000 passes through 4, 45... all 10,000).
  const typed = useSettled({ price, term, score }, QUOTE_DEBOUNCE_MS)
  const settled: QuoteQuestion = {
    selfAssessedCreditScore: typed.score,
    purchasePrice: clampQuotePrice(Number(typed.price)),
    loanTerm: typed.term,
    ...(start.whoIsHelping ? { whoIsHelping: start.whoIsHelping } : {}),
    ...(car ? { car } : {}),
  }
  const purchasePrice = clampQuotePrice(Number(price))
  useEffect(() => {
    onChange?.({ purchasePrice, loanTerm: term, selfAssessedCreditScore: score, whoIsHelping: start.whoIsHelping })
  }, [onChange, purchasePrice, term, score, start.whoIsHelping])
  const quote = useQuery({
    queryKey: ['quote', settled],
    queryFn: ({ signal }) => fetchQuote(settled, signal),
  })
  const shown = quote.isError ? null : quote.data
  const figure = (value: number | undefined, text: (value: number) => string) =>
    shown && value !== undefined ? text(value) : quote.isError ? DASH : '…'

  return (
    <div className="quick-quote">
      <div className="quick-quote-inputs">
        <p className="quick-quote-field">
          <label htmlFor={`${id}-price`}>Purchase price ($)</label>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={price}
            aria-describedby={`${id}-price-help`}
            onChange={(event) => setPrice(quotePriceDigits(event.target.value))}
            onBlur={() => setPrice(String(clampQuotePrice(Number(price))))}
          />
          <span id={`${id}-price-help`} className="quick-quote-help">
            From $10,000 to $200,000
          </span>
        </p>
        <p className="quick-quote-field">
          <label htmlFor={`${id}-term`}>Loan term</label>
          <input
            id={`${id}-term`}
            type="range"
            min={QUOTE_TERM_YEARS.min}
            max={QUOTE_TERM_YEARS.max}
            step={1}
            value={term}
            aria-valuetext={years(term)}
            onChange={(event) => setTerm(Number(event.target.value))}
          />
          <output htmlFor={`${id}-term`}>{years(term)}</output>
        </p>
        <fieldset className="quick-quote-scores">
          <legend>Your credit score</legend>
          {CREDIT_SCORES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
              />
              {CREDIT_SCORE_LABELS[value]}
            </label>
          ))}
        </fieldset>
      </div>
      {/* The figures arrive after the page settles: the screenshots leave them out (data-visual-mask). */}
      <div className="quick-quote-result" aria-live="polite" aria-busy={quote.isFetching} data-visual-mask>
        <p>
          <span className="quick-quote-label">Weekly repayment</span>
          <strong data-testid="quote-weekly">{figure(shown?.weeklyRepaymentAmount, repaymentText)}</strong>
        </p>
        <p>
          <span className="quick-quote-label">Monthly repayment</span>
          <strong data-testid="quote-monthly">
            {figure(shown?.weeklyRepaymentAmount, (weekly) => repaymentText(monthlyOfWeekly(weekly)))}
          </strong>
        </p>
        <dl className="quick-quote-rates">
          <div>
            <dt>Interest rate</dt>
            <dd data-testid="quote-rate">{figure(shown?.advertisedRate, ratePerYear)}</dd>
          </div>
          <div>
            <dt>Comparison rate*</dt>
            <dd data-testid="quote-comparison">{figure(shown?.comparisonRate, ratePerYear)}</dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
