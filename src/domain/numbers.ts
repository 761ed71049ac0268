/**
 * Numbers as the dealer sites print them, the way en-AU writes them: 34,990 · $34,990 ·
 * $104.66 · 7.5. Written out instead of built with Intl.NumberFormat because a page's first
 * Intl.NumberFormat loads the browser's locale data: 20-45 ms on this machine, 80-180 ms on
 * Lighthouse's phone, inside the task that starts the page's components (the formatters were
 * built when their modules loaded). The output is en-AU's (numbers.test.ts compares them),
 * rounding included: like Intl, it rounds the number as written (180,129.965 to 180,129.97),
 * where toFixed rounds the binary double underneath (to 180,129.96).
 */

/** The digits of |value| rounded half up to `digits` decimals, as written: ["180129", "97"]. */
function roundAsWritten(value: number, digits: number): [string, string] {
  const written = String(Math.abs(value))
  if (written.includes('e')) {
    const [whole, fraction = ''] = Math.abs(value).toFixed(digits).split('.')
    return [whole!, fraction]
  }
  const [whole, fraction = ''] = written.split('.')
  if (fraction.length <= digits) return [whole!, fraction.padEnd(digits, '0')]
  const kept = (whole! + fraction.slice(0, digits)).split('').map(Number)
  if (Number(fraction[digits]) >= 5) {
    let i = kept.length - 1
    while (i >= 0 && kept[i] === 9) kept[i--] = 0
    if (i >= 0) kept[i]! += 1
    else kept.unshift(1)
  }
  const all = kept.join('')
  return [all.slice(0, all.length - digits) || '0', all.slice(all.length - digits)]
}

/** 1234.5 -> "1,234.5" (up to `maximumFractionDigits` decimals, trailing zeros dropped down to `minimumFractionDigits`). */
export function formatNumber(value: number, maximumFractionDigits = 3, minimumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value < 0 ? '-∞' : '∞'
  const [whole, fraction] = roundAsWritten(value, maximumFractionDigits)
  let decimals = fraction
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
}

/** A whole number of anything: cars, kilometres, reviews. 12000 -> "12,000". */
export const wholeNumber = (value: number) => formatNumber(value, 0)

/** A distance in kilometres, the way car pages, chips, printouts and leads write it: "45,700 km". */
export const formatKilometres = (value: number) => `${wholeNumber(value)} km`

/** Dollars: whole ("$34,990") or with cents ("$104.66", always two digits). */
export function formatDollars(value: number, { cents = false } = {}): string {
  const digits = cents ? 2 : 0
  const amount = formatNumber(Math.abs(value), digits, digits)
  return `${value < 0 ? '-' : ''}$${amount}`
}
