import { ConfigurationError } from '@/config/configurationError'
import { SMS_TIMEOUT_MS, SmsRefused, SmsUnavailable, type SmsSender } from './port'

/**
 * Twilio Programmable Messaging through its documented REST API (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic with the account
 * SID and auth token, or an API key SID and secret). The sender is a Messaging Service
 * (TWILIO_MESSAGING_SERVICE_SID, which picks a number per country) or one number or
 * alphanumeric sender id (TWILIO_FROM).
 */
export type TwilioConfig = {
  accountSid: string
  /** The Basic credentials: the account SID and auth token, or an API key SID (SK...) and its secret. */
  username: string
  password: string
  sender: { MessagingServiceSid: string } | { From: string }
  apiUrl: string
}

export function twilioConfig(env: Partial<NodeJS.ProcessEnv>): TwilioConfig {
  const setting = (value: string | undefined) => value?.trim() || undefined
  const accountSid = setting(env.TWILIO_ACCOUNT_SID)
  const authToken = setting(env.TWILIO_AUTH_TOKEN)
  const apiKey = setting(env.TWILIO_API_KEY)
  const apiSecret = setting(env.TWILIO_API_SECRET)
  const service = setting(env.TWILIO_MESSAGING_SERVICE_SID)
  const from = setting(env.TWILIO_FROM)
  if (!accountSid?.startsWith('AC')) throw new ConfigurationError('TWILIO_ACCOUNT_SID (AC...) is required for Twilio.')
  if (!authToken && !(apiKey && apiSecret))
    throw new ConfigurationError('Set TWILIO_AUTH_TOKEN, or TWILIO_API_KEY and TWILIO_API_SECRET.')
  if (Boolean(service) === Boolean(from))
    throw new ConfigurationError('Set one of TWILIO_MESSAGING_SERVICE_SID (MG...) and TWILIO_FROM.')
  return {
    accountSid,
    username: apiKey && apiSecret ? apiKey : accountSid,
    password: apiKey && apiSecret ? apiSecret : authToken!,
    sender: service ? { MessagingServiceSid: service } : { From: from! },
    // Another address only for the local stand-in of Twilio's API (scripts/twilioStandIn.mjs).
    apiUrl: (setting(env.TWILIO_API_URL) ?? 'https://api.twilio.com').replace(/\/$/, ''),
  }
}

type TwilioError = { code?: number; message?: string }

export function twilioSender(config: TwilioConfig, timeoutMs = SMS_TIMEOUT_MS): SmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`
  return {
    name: 'twilio',
    async send({ to, body }, signal) {
      const timeout = AbortSignal.timeout(timeoutMs)
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, Body: body, ...config.sender }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
      } catch (error) {
        throw new SmsUnavailable(`Twilio did not answer: ${(error as Error).message}`)
      }
      const answer = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string }
      if (response.ok && answer.sid) return { id: answer.sid }
      const why = `Twilio ${response.status}${answer.code ? ` (error ${answer.code})` : ''}: ${answer.message ?? 'no message'}`
      // A 400 is about this message (its number, its body): sending it again will not help. A
      // refused account (401, 403) or throttling is the platform's, not the visitor's.
      if (response.status === 400) throw new SmsRefused(why)
      throw new SmsUnavailable(why)
    },
  }
}
