import { z } from 'zod'
import type { Lead } from '@/payload-types'
import { localTime } from '@/domain/dates'
import {
  asksRegoState,
  normaliseRego,
  readKms,
  tradeInErrors,
  valuedInPerson,
  type TradeInErrors,
  type TradeInInput,
} from '@/domain/tradeIn'

const text = (max: number) => z.string().max(max).optional().default('')
/** The server's reading of a trade-in's answers: every field bounded text. */
export const TRADE_IN_REQUEST = z
  .object({
    rego: text(20),
    regoState: text(10),
    kms: text(20),
    make: text(80),
    model: text(80),
    year: text(10),
    condition: text(20),
    accident: text(10),
    serviceHistory: text(20),
    finance: text(10),
    preferredContact: text(10),
  })
  .strict() satisfies z.ZodType<TradeInInput, unknown>

export type TradeInReading =
  { errors: TradeInErrors } | { tradeIn: NonNullable<Lead['tradeIn']>; valuedInPerson: boolean; errors?: undefined }

/**
 * A trade-in's answers, checked again on the server by the form's rules on the dealer's
 * calendar year, and what the lead stores of them: the plate as keyed, kilometres and year as
 * numbers, and whether the dealer values the car in person (trade-in FAQ rule).
 */
export function readTradeIn(input: TradeInInput | undefined, timeZone: string, now = new Date()): TradeInReading {
  const answers = TRADE_IN_REQUEST.parse(input ?? {})
  const thisYear = Number(localTime(now, timeZone).date.slice(0, 4))
  const errors = tradeInErrors(answers, { thisYear, asksState: asksRegoState(timeZone) })
  if (Object.keys(errors).length) return { errors }
  const trimmed = (value: string) => value.trim() || undefined
  const car = { year: Number(answers.year), kms: readKms(answers.kms) }
  return {
    tradeIn: {
      rego: normaliseRego(answers.rego),
      regoState: trimmed(answers.regoState),
      kms: car.kms,
      make: answers.make.trim(),
      model: answers.model.trim(),
      year: car.year,
      condition: trimmed(answers.condition),
      accident: trimmed(answers.accident),
      serviceHistory: trimmed(answers.serviceHistory),
      financeOwing: trimmed(answers.finance),
      preferredContact: answers.preferredContact.trim(),
      valuedInPerson: valuedInPerson(car, thisYear),
    },
    valuedInPerson: valuedInPerson(car, thisYear),
  }
}
