import type { Tenant } from '@/payload-types'
import { featuresDefaults } from './settingGroups/features'
import { financeDefaults } from './settingGroups/finance'
import { identityDefaults } from './settingGroups/identity'
import { linksDefaults } from './settingGroups/links'
import { reviewsDefaults } from './settingGroups/reviews'
import { stockDefaults } from './settingGroups/stock'
import { wordingDefaults } from './settingGroups/wording'

/**
 * Defaults of every per-tenant setting, taken from the spec. Each settings group keeps its
 * admin fields and its defaults in one file (tenants/settingGroups/); the fields use them as
 * default values and `siteSettings()` fills them in for documents saved before a setting
 * existed, so the site always reads a complete, typed settings object.
 */
export const SETTING_DEFAULTS = {
  identity: identityDefaults,
  features: featuresDefaults,
  stock: stockDefaults,
  finance: financeDefaults,
  reviews: reviewsDefaults,
  links: linksDefaults,
  wording: wordingDefaults,
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

/** A brand site that names its one manufacturer (a Toyota dealer): its addresses leave the make out. */
export const representsOneMake = (tenant: Pick<Tenant, 'template'> & Partial<Pick<Tenant, Groups>>): boolean =>
  tenant.template === 'brand' && Boolean(siteSettings(tenant).identity.manufacturer)
