import type { Location, Tenant } from '@/payload-types'
import { enquiryRules, enquirySubjects, FLEET_SIZES, type LeadCategory, type LeadForm } from '@/domain/leads'
import { siteSettings } from '@tenants/settings'
import { visibleLocationsOf } from '@/content/locations'
import { locationSites } from '@/content/locationSites'
import { modelsOf } from '@/content/models'
import type { DealershipHours } from '@/domain/testDriveTimes'

export type Option = { value: string; label: string }

/** What a form of this kind offers on this dealer's site; the page renders it and the lead API checks against it. */
export type EnquiryFormSpec = {
  category: LeadCategory
  subjects: string[]
  /** Sites (not departments): value is the site's slug, the lead stores its first department. */
  locations: (Option & { locationId: Location['id'] })[]
  models: Option[]
  fleetSizes: string[]
  amountRange: LeadForm['amountRange']
  rules: LeadForm['rules']
  disclaimer: string | null
  optInText: string
  /** Whether the marketing opt-in starts ticked (the dealer's choice; unticked unless they say so). */
  optInTicked: boolean
  timeZone: string
  /** Spec: the general enquiry asks for the visitor's car's registration (Rego, optional) where the dealer wants it. */
  asksRego: boolean
  /** A test drive's times: each dealership's (site slug's) sales hours; empty for other forms. */
  hours: Record<string, DealershipHours>
}

/** The hours a site keeps for test drives: its sales department's, else its first department's. */
export const salesHoursOf = (departments: Location[]): DealershipHours => {
  const sales = departments.find((d) => d.locationType === 'sales') ?? departments[0]
  return { openingHours: sales?.openingHours ?? [], specialHours: sales?.specialHours ?? [] }
}

export async function enquiryFormFor(tenant: Tenant, category: LeadCategory): Promise<EnquiryFormSpec> {
  const settings = siteSettings(tenant)
  const sites = locationSites(await visibleLocationsOf(tenant))
  // Test drives, fleet sales and finance happen at a sales department; a general, quick or
  // careers enquiry may go to any site.
  const anySite = category === 'general' || category === 'careers' || category === 'quick' || category === 'feedback'
  const offered = anySite ? sites : sites.filter((site) => site.departments.some((d) => d.locationType === 'sales'))
  const models =
    category === 'test-drive'
      ? (await modelsOf(tenant)).filter((m) => m.status !== 'coming_soon' && m.category !== 'Discontinued')
      : []
  const disclaimer = settings.wording.enquiryDisclaimer?.trim() || null
  return {
    category,
    subjects: category === 'general' ? enquirySubjects(settings.wording.enquiryTerm) : [],
    locations: (offered.length ? offered : sites).map((site) => ({
      value: site.slug,
      label: site.name,
      locationId: site.departments[0]!.id,
    })),
    models: models.map((model) => ({ value: model.slug, label: model.name })),
    fleetSizes: category === 'fleet' ? [...FLEET_SIZES] : [],
    amountRange:
      category === 'finance' ? { priceMin: settings.finance.priceMin, priceMax: settings.finance.priceMax } : null,
    rules: enquiryRules(category, {
      messageRequired: settings.features.enquiryMessageRequired,
      postcodeRequired: settings.features.enquiryPostcodeRequired,
      disclaimer,
    }),
    disclaimer,
    asksRego: category === 'general' && settings.features.enquiryRego,
    optInText: settings.wording.optInText,
    optInTicked: settings.wording.optInTicked,
    timeZone: settings.identity.timeZone,
    hours:
      category === 'test-drive'
        ? Object.fromEntries(sites.map((site) => [site.slug, salesHoursOf(site.departments)]))
        : {},
  }
}
