/**
 * Australian Business Number check: 11 digits; subtract 1 from the first digit, weight
 * the digits 10,1,3,5,7,9,11,13,15,17,19 and the sum must divide by 89 (ATO algorithm).
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{11}$/.test(digits)) return false
  const sum = [...digits].reduce((total, char, i) => total + (Number(char) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0)
  return sum % 89 === 0
}

/** "51824753556" -> "51 824 753 556", the way ABNs are printed. */
export const formatAbn = (value: string) =>
  value.replace(/\s/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
