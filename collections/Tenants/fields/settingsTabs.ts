import type { Tab } from 'payload'
import { contactTab } from '@tenants/settingGroups/contact'
import { featuresTab } from '@tenants/settingGroups/features'
import { financeTab } from '@tenants/settingGroups/finance'
import { identityTab } from '@tenants/settingGroups/identity'
import { linksTab } from '@tenants/settingGroups/links'
import { reviewsTab } from '@tenants/settingGroups/reviews'
import { stockTab } from '@tenants/settingGroups/stock'
import { wordingTab } from '@tenants/settingGroups/wording'

/** The dealer's settings as tabs of the Tenants admin, in this order (each group with its defaults in tenants/settingGroups). */
export const settingsTabs: Tab[] = [
  identityTab,
  contactTab,
  featuresTab,
  stockTab,
  financeTab,
  reviewsTab,
  linksTab,
  wordingTab,
]
