/** Time zones of Australian and New Zealand dealers (IANA names). */
export const DEALER_TIME_ZONES = [
  { label: 'Sydney, Canberra (AEST/AEDT)', value: 'Australia/Sydney' },
  { label: 'Melbourne (AEST/AEDT)', value: 'Australia/Melbourne' },
  { label: 'Hobart (AEST/AEDT)', value: 'Australia/Hobart' },
  { label: 'Brisbane (AEST)', value: 'Australia/Brisbane' },
  { label: 'Adelaide (ACST/ACDT)', value: 'Australia/Adelaide' },
  { label: 'Darwin (ACST)', value: 'Australia/Darwin' },
  { label: 'Perth (AWST)', value: 'Australia/Perth' },
  { label: 'Auckland (NZST/NZDT)', value: 'Pacific/Auckland' },
] as const

export const DEFAULT_TIME_ZONE = 'Australia/Sydney'

/** The dealer's country, by its time zone: New Zealand's one, or Australia. */
export const dealerCountry = (timeZone: string): 'AU' | 'NZ' => (timeZone === 'Pacific/Auckland' ? 'NZ' : 'AU')
