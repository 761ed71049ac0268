import type { Payload } from 'payload'
import {
  CODE_MINUTES,
  CODE_NOT_SENT,
  codeExpiry,
  codeMessage,
  CODE_REQUIRED,
  SIGN_IN_UNAVAILABLE,
} from '@/domain/oneTimeCode'
import { invalidMobile, isMobilePhone, normalisePhone, toE164, type Country } from '@/domain/phone'
import { dealerCountry } from '@/domain/timeZones'
import { siteSettings } from '@tenants/settings'
import type { Tenant } from '@/payload-types'
import { SmsRefused, type SmsSender } from '@/integrations/sms/port'
import { smsSender } from '@/integrations/sms/sms'
import { codeHash, newCode } from './codes'
import { codeLimiters, overLimit } from './limits'
import type { VisitorAuthOutcome } from './outcome'

/** The sign-in's purpose (?type=watchlist, finance...): a short word or none. */
export const purposeOf = (value: unknown) =>
  typeof value === 'string' && /^[a-z][a-z-]{0,29}$/.test(value) ? value : undefined

/** The dealer's country (by its time zone), whose mobiles its visitors sign in with. */
export const countryOf = (tenant: Tenant): Country => dealerCountry(siteSettings(tenant).identity.timeZone)

/** The mobile number a request names, normalised, or the field's problem: a mobile of the dealer's country. */
export function mobileOf(value: unknown, tenant: Tenant): { phone: string } | { problem: string } {
  const phone = normalisePhone(typeof value === 'string' ? value : '')
  if (!phone) return { problem: CODE_REQUIRED }
  const country = countryOf(tenant)
  return isMobilePhone(phone, country) ? { phone } : { problem: invalidMobile(country) }
}

const options = { overrideAccess: true, depth: 0 } as const

/**
 * POST /api/visitor/code: a new code texted to the visitor's mobile. The record of it (its
 * hash, when it expires) is stored before the text is sent, and says whether it went.
 */
export async function sendCode(
  payload: Payload,
  tenant: Tenant,
  input: Record<string, unknown>,
  sender: { address: string },
  sms: SmsSender | null = smsSender(),
  now = new Date(),
): Promise<VisitorAuthOutcome> {
  if (!sms) return { status: 503, body: { error: SIGN_IN_UNAVAILABLE } }
  const mobile = mobileOf(input.phone_number, tenant)
  if ('problem' in mobile) return { status: 400, body: { errors: { phone_number: mobile.problem } } }
  const { phone } = mobile
  const limited = await overLimit(
    [
      [codeLimiters.sendsPerPhone, `${tenant.id}:${phone}`],
      [codeLimiters.sendsPerAddress, sender.address],
    ],
    now.getTime(),
  )
  if (limited) return limited

  const code = newCode()
  const record = await payload.create({
    collection: 'verifications',
    ...options,
    data: {
      tenant: tenant.id,
      phone,
      type: 'sms',
      outcome: 'sending',
      purpose: purposeOf(input.type),
      codeHash: codeHash(code, phone, payload.secret),
      expiresAt: codeExpiry(now).toISOString(),
      tries: 0,
      provider: sms.name,
    },
  })
  const outcome = (value: 'sent' | 'not-sent') =>
    payload.update({ collection: 'verifications', id: record.id, ...options, data: { outcome: value } })
  try {
    await sms.send({ to: toE164(phone, countryOf(tenant)), body: codeMessage(code, tenant.name) })
  } catch (error) {
    await outcome('not-sent')
    payload.logger.warn({
      msg: `${tenant.slug}: a sign-in code was not sent (${sms.name}): ${(error as Error).message}`,
    })
    return error instanceof SmsRefused
      ? { status: 400, body: { errors: { phone_number: invalidMobile(countryOf(tenant)) } } }
      : { status: 503, body: { error: CODE_NOT_SENT } }
  }
  await outcome('sent')
  return { status: 200, body: { sent: true, expires_in_minutes: CODE_MINUTES } }
}
