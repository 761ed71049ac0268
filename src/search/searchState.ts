/**
 * The search page's state lives in its address (spec: the query string is the search state;
 * changing any filter removes the page parameter). These helpers build the addresses of the
 * page's links and read its filter form.
 */
import { wholeDollars } from '@/domain/carPrice'
import { rangeParam } from '@/domain/searchPaths'
import { DEFAULT_SORT } from './sorts'

/** Range facets the filter form asks for as two inputs, `{facet}_min` and `{facet}_max`. */
export const FORM_RANGES = ['price', 'year', 'km'] as const

const href = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path)

/**
 * The filter form's submission as the search's own parameters: `price_min=10000&price_max=`
 * becomes `price=10000-`, empty fields and the default sort go, and the page resets to the first. Returns null
 * when the address is already in that form.
 */
export function fromFilterForm(params: URLSearchParams): URLSearchParams | null {
  const isDefault = (name: string, value: string) =>
    // The form always submits a sort; the default one is left out of the address.
    value.trim() === '' || (name === 'sortBy' && value === DEFAULT_SORT)
  const clean = new URLSearchParams()
  for (const [name, value] of params) {
    if (
      isDefault(name, value) ||
      name === 'page' ||
      FORM_RANGES.some((facet) => name === `${facet}_min` || name === `${facet}_max`)
    )
      continue
    clean.append(name, value)
  }
  for (const facet of FORM_RANGES) {
    const range = rangeParam(params.get(`${facet}_min`)?.trim(), params.get(`${facet}_max`)?.trim())
    if (range) clean.set(facet, range)
  }
  const fromForm = [...params.keys()].some((name) =>
    FORM_RANGES.some((facet) => name === `${facet}_min` || name === `${facet}_max`),
  )
  const hasDefaults = [...params].some(([name, value]) => isDefault(name, value))
  return fromForm || hasDefaults ? clean : null
}

/** The address with one facet value taken out (an active-filter chip), from the first page. */
export function withoutFilter(path: string, params: URLSearchParams, name: string, value?: string): string {
  const next = new URLSearchParams()
  for (const [key, current] of params) {
    if (key === 'page' || (key === name && (value === undefined || current === value))) continue
    next.append(key, current)
  }
  return href(path, next)
}

/** The same search on another landing path (car type links), from the first page. */
export function onPath(path: string, params: URLSearchParams, drop: readonly string[] = []): string {
  const next = new URLSearchParams([...params].filter(([key]) => key !== 'page' && !drop.includes(key)))
  return href(path, next)
}

/** The address of one page of the results. */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams([...params].filter(([key]) => key !== 'page'))
  if (page > 1) next.set('page', String(page))
  return href(path, next)
}

/** Page numbers to offer: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b)
  const shown: (number | null)[] = []
  for (const page of wanted) {
    const previous = shown.at(-1)
    if (typeof previous === 'number' && page - previous > 1) shown.push(null)
    shown.push(page)
  }
  return shown
}

const number = new Intl.NumberFormat('en-AU')
const RANGE_CHIP_NAMES = { price: 'Price', year: 'Year', km: 'Kilometres' } as const
const rangeValue = {
  price: wholeDollars,
  year: (value: number) => String(value),
  km: (value: number) => `${number.format(value)} km`,
}

/**
 * The chip of a chosen range, in the words a buyer reads: "Price $20,000 – $30,000",
 * "Price up to $30,000", "Kilometres from 50,000 km", "Year 2020" (a single year).
 */
export function rangeChipLabel(facet: string, range: { min?: number | null; max?: number | null }): string {
  const known = facet in rangeValue ? (facet as keyof typeof rangeValue) : null
  const name = known ? RANGE_CHIP_NAMES[known] : facet
  const format = known ? rangeValue[known] : (value: number) => number.format(value)
  const { min, max } = { min: range.min ?? null, max: range.max ?? null }
  if (min !== null && max !== null)
    return min === max ? `${name} ${format(min)}` : `${name} ${format(min)} – ${format(max)}`
  if (min !== null) return `${name} from ${format(min)}`
  if (max !== null) return `${name} up to ${format(max)}`
  return name
}

/** A page's searchParams (Next's record of one or several values) as URLSearchParams. */
export const toParams = (query: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [name, v]),
    ),
  )
