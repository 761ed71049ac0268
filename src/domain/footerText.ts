import { formatAbn } from './abn'

/**
 * The spec's footer line: the dealer's name, then "Car Dealership" or "{make} Dealer", then
 * city and state, then the dealer licence (or, failing that, the repairer) number, then
 * "Copyright {year}. All Rights Reserved." (the current year unless given).
 */
export type FooterTextInput = {
  name: string
  /** Single-brand dealers name their make; groups and independents do not. */
  make?: string | null
  city?: string | null
  state?: string | null
  dealerLicenceNumber?: string | null
  motorVehicleRepairerNumber?: string | null
  year?: number
}

export function footerTextParts(input: FooterTextInput, now = new Date()): string[] {
  const kind = input.make?.trim() ? `${input.make.trim()} Dealer` : 'Car Dealership'
  const place = [input.city?.trim(), input.state?.trim()].filter(Boolean).join(' ')
  const licence = input.dealerLicenceNumber?.trim()
    ? `Dealer Licence ${input.dealerLicenceNumber.trim()}`
    : input.motorVehicleRepairerNumber?.trim()
      ? `MVRL ${input.motorVehicleRepairerNumber.trim()}`
      : ''
  return [
    input.name,
    kind,
    place,
    licence,
    `Copyright ${input.year ?? now.getFullYear()}. All Rights Reserved.`,
  ].filter(Boolean)
}

export const footerText = (input: FooterTextInput, now = new Date()) => footerTextParts(input, now).join(' | ')

/**
 * The sub-footer's business line, the way Australian businesses print who they legally are:
 * "Harbour City Toyota Pty Ltd, ABN 51 824 753 556", or either part alone; null with neither.
 */
export function businessLine(input: { legalName?: string | null; abn?: string | null }): string | null {
  const parts = [input.legalName?.trim(), input.abn?.trim() ? `ABN ${formatAbn(input.abn)}` : ''].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}
