/** The site's own addresses for booking a service and selling a car; each answers with where that goes now. */
export const SERVICE_BOOKING_PATH = '/service-booking'
export const SELL_MY_CAR_PATH = '/sell-my-car'

/** What the dealer's site has of its own: its host names, its published service and trade-in pages, its contact page. */
export type DealerOwnPages = {
  hosts: string[]
  hasServicePage: boolean
  hasTradeInPage: boolean
  contactPath: string
}

const bareHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '')

/** The manufacturer's site for this dealer, or null when none is set or the one set is this site itself. */
export function manufacturerSite(manufacturerBaseDomain: string | null | undefined, hosts: string[]): string | null {
  const base = manufacturerBaseDomain
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
  if (!base) return null
  return hosts.some((host) => bareHost(host) === bareHost(base)) ? null : base
}

/**
 * Where service booking and sell-my-car go (spec: the manufacturer's dealer pages when a base
 * domain is set, else /genuine-service and /trade-in). The site's own pages win where the
 * dealer has them; a base domain that is the site's own domain is no manufacturer's site; and
 * only addresses that exist are built: without a service page or a manufacturer's site,
 * booking a service is the contact page, and /trade-in is always the site's trade-in form.
 */
export function serviceAndSellLinks(
  manufacturerBaseDomain: string | null | undefined,
  own: DealerOwnPages,
): { serviceBooking: string; sellMyCar: string } {
  const base = manufacturerSite(manufacturerBaseDomain, own.hosts)
  return {
    serviceBooking: own.hasServicePage
      ? '/genuine-service'
      : base
        ? `https://${base}/service-booking`
        : own.contactPath,
    sellMyCar: own.hasTradeInPage || !base ? '/trade-in' : `https://${base}/sell-my-car`,
  }
}

/** The spec's finance page addresses; each serves the site's finance enquiry page. */
export const FINANCE_PAGE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance'] as const
/** Spec: a car's personalised finance page (/personalised/finance?car_id=). */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance'

/** The finance enquiry page's canonical address: the dealer's finance link when it is one of those, else /finance. */
export function financePagePath(links: {
  financePath?: string | null
  customFinanceLink?: string | null
}): (typeof FINANCE_PAGE_PATHS)[number] {
  const link = financeLink(links)
  return FINANCE_PAGE_PATHS.find((path) => path === link) ?? '/finance'
}

/** The dealer's finance page: one of the spec's paths (/finance by default) or the custom link set in Links. */
export function financeLink(links: { financePath?: string | null; customFinanceLink?: string | null }): string {
  if (links.financePath === 'custom') return links.customFinanceLink?.trim() || '/finance'
  return links.financePath || '/finance'
}

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === null || value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  )
  return params.size ? `${path}?${params}` : path
}

/** The test drive booking page (spec: /book-test-drive), with the model and the offer it came from. */
export const testDriveLink = (
  from: { model?: string | null; offer?: string | number | null; car?: string | null } = {},
) => withQuery('/book-test-drive', from)

/**
 * The dealer's finance page for one car (spec query: car_id, car_type, vin, vehiclePriceBudget,
 * preferredDealership; at #finance-form). A price of 0 is no budget.
 */
export function carFinanceLink(
  links: { financePath?: string | null; customFinanceLink?: string | null; carFinancePage?: string | null },
  car: {
    slug?: string | null
    carType: string
    vin?: string | null
    price?: number | null
    dealership?: string | null
  },
): string {
  const budget = car.price && car.price > 0 ? car.price : null
  const query = {
    car_id: car.slug,
    car_type: car.carType,
    vin: car.vin,
    vehiclePriceBudget: budget,
    preferredDealership: car.dealership,
  }
  // The personalised page opens on the broker's quote, above the form.
  if (links.carFinancePage === 'personalised') return withQuery(PERSONALISED_FINANCE_PATH, query)
  return `${withQuery(financeLink(links), query)}#finance-form`
}

/** The calculator on the finance page, opened on a car's price and the dealer's standard terms. */
export const carCalculatorLink = (
  links: { financePath?: string | null; customFinanceLink?: string | null },
  car: { slug: string },
) => `${withQuery(financePagePath(links), { car_id: car.slug })}#finance-calculator`

/** The dealer's contact page with its enquiry form, naming the offer the visitor asks about. */
export const enquiryLink = (contactPath: string, from: { offer?: string | number | null } = {}) =>
  withQuery(contactPath, from)

/**
 * One-segment addresses the site builds itself (src/app/[site]/<slug>/page.tsx): a CMS page
 * with one of these slugs would never be shown, so the CMS refuses them.
 */
export const BUILT_IN_PAGE_SLUGS = [
  'apply-for-finance',
  'book-test-drive',
  'checkout-journey',
  'compare',
  'contact',
  'contact-us',
  'design-system',
  'favourites',
  'finance',
  'finance-enquiry',
  'models',
  'my-garage',
  'new-used-and-demo-cars',
  'online-payment',
  'print',
  'privacy-policy',
  'review-feedback',
  'search',
  'sell-my-car',
  'sell-your-car',
  'service-booking',
  'sign-in',
  'special-offers',
  'success',
  'terms-and-conditions',
] as const

/** Why a page cannot have this slug, or null. */
export const builtInSlugProblem = (slug: unknown): string | null =>
  typeof slug === 'string' && (BUILT_IN_PAGE_SLUGS as readonly string[]).includes(slug)
    ? `The address /${slug} is a page the site builds itself, so a page with this slug would never be shown. Choose another slug.`
    : null

/** Trading in towards one car (spec: /cars/trade-in?car_id=). */
export const tradeInLink = (car: { slug: string }) => withQuery('/cars/trade-in', { car_id: car.slug })
