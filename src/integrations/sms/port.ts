/** A text message to one number, in international form (E.164: +61412345678). */
export type TextMessage = { to: string; body: string }

/** The provider's own id for a message it took. */
export type SentText = { id: string }

/** Where text messages go: a provider behind its documented API, or the local inbox. */
export interface SmsSender {
  readonly name: string
  send(message: TextMessage, signal?: AbortSignal): Promise<SentText>
}

/** The provider refused this message (a number it cannot reach, a body it does not take): sending it again will not help. */
export class SmsRefused extends Error {}

/** The provider could not be reached, did not answer in time, or refused the platform's account: a later try may work once fixed. */
export class SmsUnavailable extends Error {}

/** How long a send may take before the visitor is told to try again (spec: 15 s). */
export const SMS_TIMEOUT_MS = 15_000
