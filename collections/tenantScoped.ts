/**
 * The collections whose documents belong to one dealer site (the multi-tenant plugin adds
 * their `tenant` field). Navigation is one document per site. Tenants, users and the
 * shared manufacturers are not tenant-scoped.
 */
export const TENANT_SCOPED_COLLECTIONS = {
  pages: {},
  media: {},
  locations: {},
  offers: {},
  'promo-cards': {},
  'promo-popups': {},
  models: {},
  'service-prices': {},
  'car-page-tabs': {},
  reviews: {},
  'legal-pages': {},
  navigation: { isGlobal: true },
  redirects: {},
  cars: {},
  leads: {},
  reservations: {},
  orders: {},
  visitors: {},
  verifications: {},
  watchlist: {},
  'stock-imports': {},
} as const
