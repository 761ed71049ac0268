import { ConfigurationError } from '@/config/configurationError'
import { localInbox } from './localInbox'
import type { SmsSender } from './port'
import { twilioConfig, twilioSender } from './twilio'

/**
 * The process's text-message sender. SMS_PROVIDER picks it: `twilio` (TWILIO_* settings),
 * `local` (the server log and a folder of messages, for development and the tests). Unset:
 * Twilio where its account is set, the local inbox outside production, and none in production
 * (no code can be sent, so nothing offers one).
 */
export function smsSender(env: Partial<NodeJS.ProcessEnv> = process.env): SmsSender | null {
  const chosen = env.SMS_PROVIDER?.trim() || (env.TWILIO_ACCOUNT_SID?.trim() ? 'twilio' : undefined)
  if (chosen === 'twilio') return twilioSender(twilioConfig(env))
  if (chosen === 'local') return localInbox(env)
  if (chosen) throw new ConfigurationError(`SMS_PROVIDER is twilio or local, not "${chosen}".`)
  return env.NODE_ENV === 'production' ? null : localInbox(env)
}
