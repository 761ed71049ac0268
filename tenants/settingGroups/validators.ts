import { isValidPhone, normalisePhone } from '@/domain/phone'
import { invalidEmailAddress } from '@/domain/emailAddresses'

/** Small validators for settings fields; each returns true or a message that says what to fix. */
export const optional = (check: (value: string) => string | true) => (value: unknown) =>
  value === undefined || value === null || value === '' ? true : check(String(value))

export const httpsUrl = optional((value) =>
  /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value) ? true : 'Enter a full web address starting with https://',
)

/** A webhook address: https, or http on this machine (development and tests). */
export const webhookUrl = optional((value) =>
  /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/i.test(value)
    ? true
    : 'Enter a full web address starting with https://',
)

/** One or more e-mail addresses, separated by commas. */
export const emailList = optional((value) => {
  const wrong = invalidEmailAddress(value)
  return wrong
    ? `Enter an e-mail address such as leads@dealer.com.au ("${wrong}" is not one); separate several with commas.`
    : true
})

export const phone = optional((value) => {
  return isValidPhone(normalisePhone(value)) && /^[\d\s()+-]+$/.test(value)
    ? true
    : 'Enter a phone number such as (02) 9643 1200 or 13 14 15.'
})

export const hostName = optional((value) =>
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value)
    ? true
    : 'Enter a host name such as harbourcitytoyota.com.au (no https:// and no path).',
)

/** For a pair of bounds in one group: the minimum must stay below the maximum. */
export const belowSibling =
  (maxField: string, label: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const max = siblingData?.[maxField]
    if (typeof value !== 'number' || typeof max !== 'number') return true
    return value < max ? true : `The minimum ${label} must be less than the maximum (${max}).`
  }
