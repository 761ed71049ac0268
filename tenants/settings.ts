import { DEFAULT_TIME_ZONE } from '@/domain/timeZones'
import type { Tenant } from '@/payload-types'

/**
 * Defaults of every per-tenant setting, taken from the spec. The admin fields use them as
 * default values and `siteSettings()` fills them in for documents saved before a setting
 * existed, so the site always reads a complete, typed settings object.
 */
export const SETTING_DEFAULTS = {
  identity: { timeZone: DEFAULT_TIME_ZONE },
  features: {
    watchlist: true,
    favourites: true,
    compare: true,
    savedCarsStorage: 'local',
    reserveOnline: false,
    depositAmount: 200,
    depositHoldText: 'Reserve online with a $200 deposit, held for 48 hours and 100% refundable.',
    onlinePurchase: false,
    subscriptions: false,
    financeQuote: false,
    marketPriceIndicator: false,
    phoneReveal: 'masked',
    garage: false,
    certifiedOnly: false,
    stickyMobileFooter: false,
    alternatingServiceSaturdays: false,
    enquiryMessageRequired: true,
  },
  stock: {
    carTypes: [] as ('new' | 'used' | 'demo')[],
    minimumPhotos: 0,
    pricedOnly: false,
    resultsPerPage: 21,
    justArrivedDays: 8,
    justArrivedTagName: 'JUST ARRIVED',
    soldTagName: 'JUST SOLD',
    soldListedDays: 3,
    noPriceText: 'Enquire for price.',
    priceAscendingExcludesZero: false,
    usedLabel: 'Used',
    titleFormat: 'year-make-model-badge',
    maxShrinkPercent: 20,
    feedStatesCount: false,
    syncHour: 2,
  },
  finance: {
    lenderType: 'none',
    interestRate: 8.5,
    termYears: 5,
    depositPercent: 10,
    balloonPercent: 30,
    establishmentFee: 0,
    priceMin: 1_000,
    priceMax: 250_000,
    termMin: 1,
    termMax: 7,
    rateMin: 0.5,
    rateMax: 15,
    depositMax: 250_000,
    quickPicks: [5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 70_000],
  },
  reviews: { minimumRating: 4, hideReviews: false },
  links: { financePath: '/finance', contactPath: '/contact-us' },
  wording: {
    enquiryTerm: 'Enquiry',
    optInText: 'Yes, I would like to subscribe to receive latest offers & product updates.',
    closedWeekendText: 'closed',
  },
} as const

type Groups = keyof typeof SETTING_DEFAULTS
type Stored<G extends Groups> = NonNullable<Tenant[G]>

/** Settings with a default are always present; the others (links, tokens) stay optional. */
export type SiteSettings = {
  [G in Groups]: Omit<Stored<G>, keyof (typeof SETTING_DEFAULTS)[G]> & {
    [K in keyof (typeof SETTING_DEFAULTS)[G] & keyof Stored<G>]-?: NonNullable<Stored<G>[K]>
  }
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

/** The tenant's settings with every unset value replaced by its default. */
export function siteSettings(tenant: Partial<Pick<Tenant, Groups>>): SiteSettings {
  const result = {} as Record<string, Record<string, unknown>>
  for (const [group, defaults] of Object.entries(SETTING_DEFAULTS)) {
    const stored = ((tenant as Record<string, unknown>)[group] ?? {}) as Record<string, unknown>
    const merged: Record<string, unknown> = { ...stored }
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = stored[key]
      const empty = !present(value) || (Array.isArray(value) && value.length === 0 && key !== 'carTypes')
      merged[key] = empty ? fallback : value
    }
    result[group] = merged
  }
  return result as unknown as SiteSettings
}
