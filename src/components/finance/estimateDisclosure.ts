import type { SiteSettings } from '@tenants/settings'

/** The dealer's finance settings an estimate is printed with. */
export type EstimateDisclosure = Pick<
  SiteSettings['finance'],
  | 'lenderType'
  | 'termYears'
  | 'depositPercent'
  | 'balloonPercent'
  | 'estimateNote'
  | 'comparisonRateBasis'
  | 'disclaimer'
  | 'lenderLicensing'
>
