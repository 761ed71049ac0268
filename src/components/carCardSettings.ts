import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { reservationBlockers } from '@/domain/reservations'
import { reservationSetupOf } from '@tenants/settingGroups/features'
import type { CarCardSettings } from './CarCard'

/** What every card on a page needs of the dealer's settings (apart from CarCard, which the browser's live search renders too). */
export function carCardSettings(tenant: Tenant, now = new Date()): CarCardSettings {
  const settings = siteSettings(tenant)
  return {
    tags: {
      soldTagName: settings.stock.soldTagName,
      justArrivedTagName: settings.stock.justArrivedTagName,
      justArrivedDays: settings.stock.justArrivedDays,
      featuredMake: tenant.template === 'brand' ? (settings.identity.manufacturer ?? null) : null,
      usedLabel: settings.stock.usedLabel,
    },
    prices: { subscriptions: settings.features.subscriptions, noPriceText: settings.stock.noPriceText },
    titleFormat: settings.stock.titleFormat,
    now,
    finance: settings.finance.lenderType !== 'none' ? settings.finance : null,
    reserve: settings.features.reserveOnCards && reservationBlockers(reservationSetupOf(tenant)).length === 0,
    shortlist: {
      favourites: settings.features.favourites,
      compare: settings.features.compare,
      usedOnly: settings.features.shortlistUsedOnly,
    },
    noPhotoText: settings.stock.noPhotoText,
  }
}
