import { describe, expect, it } from 'vitest'
import { SETTING_DEFAULTS, siteSettings } from './settings'

describe('siteSettings', () => {
  it('fills every unset setting with the spec default', () => {
    const settings = siteSettings({})
    expect(settings.stock.soldTagName).toBe('JUST SOLD')
    expect(settings.stock.soldListedDays).toBe(3)
    expect(settings.stock.justArrivedDays).toBe(8)
    expect(settings.stock.noPriceText).toBe('Enquire for price.')
    expect(settings.stock.resultsPerPage).toBe(21)
    expect(settings.features.depositAmount).toBe(200)
    expect(settings.features.phoneReveal).toBe('masked')
    expect(settings.reviews.minimumRating).toBe(4)
    expect(settings.finance.quickPicks).toEqual([5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 70_000])
    expect(settings.wording.optInText).toBe(
      'Yes, I would like to subscribe to receive latest offers & product updates.',
    )
    expect(settings.identity.timeZone).toBe('Australia/Sydney')
  })

  it('keeps what the dealer stored, including false and 0', () => {
    const settings = siteSettings({
      reviews: { minimumRating: 3, hideReviews: true },
      features: { enquiryMessageRequired: false, depositAmount: 0 },
      stock: { soldTagName: 'SOLD!', carTypes: ['used'] },
      links: { manufacturerBaseDomain: 'harbourcitytoyota.com.au' },
    })
    expect(settings.reviews).toMatchObject({ minimumRating: 3, hideReviews: true })
    expect(settings.features.enquiryMessageRequired).toBe(false)
    expect(settings.features.depositAmount).toBe(0)
    expect(settings.stock.soldTagName).toBe('SOLD!')
    expect(settings.stock.carTypes).toEqual(['used'])
    expect(settings.links.manufacturerBaseDomain).toBe('harbourcitytoyota.com.au')
    expect(settings.links.financePath).toBe(SETTING_DEFAULTS.links.financePath)
  })

  it('treats null as unset and an empty car-type list as “all types”', () => {
    const settings = siteSettings({ stock: { noPriceText: null, carTypes: [] }, finance: { quickPicks: [] } })
    expect(settings.stock.noPriceText).toBe('Enquire for price.')
    expect(settings.stock.carTypes).toEqual([])
    expect(settings.finance.quickPicks).toHaveLength(7)
  })
})
