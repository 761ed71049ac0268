import { describe, expect, it } from 'vitest'
import type { Car } from '@/payload-types'
import { weeklyEstimate } from '@/domain/finance'
import type { EstimateTerms } from '@/domain/financeEstimate'
import { SETTING_DEFAULTS } from '@tenants/settings'
import { isIndexable, searchDocument } from './document'

const car = (extra: Partial<Car> = {}): Car =>
  ({
    id: 7,
    tenant: 1,
    stockNumber: 'HT1',
    slug: '2024-toyota-rav4-gx-ht1',
    name: '2024 Toyota RAV4 GX',
    year: 2024,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    carType: 'new',
    status: 'in_stock',
    priceType: 'excluding_government_charges',
    price: 39_990,
    simpleBody: 'SUV',
    showOnDealerWebsite: true,
    hideFromWebsite: false,
    images: [
      { url: 'https://cdn.example.com/1.jpg', photo: 'a'.repeat(32), width: 2048, height: 1536, colour: '#102030' },
      { url: 'https://cdn.example.com/2.jpg' },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  }) as Car

const now = new Date('2026-11-22T00:00:00.000Z')
const dealer = (name = 'X') => ({ id: 1, name, finance: SETTING_DEFAULTS.finance })

describe('which cars are indexed', () => {
  it('leaves out cars hidden by the feed or by an editor', () => {
    expect(isIndexable(car(), now)).toBe(true)
    expect(isIndexable(car({ showOnDealerWebsite: false }), now)).toBe(false)
    expect(isIndexable(car({ hideFromWebsite: true }), now)).toBe(false)
  })

  it('keeps sold cars for the retention window only', () => {
    expect(isIndexable(car({ status: 'sold', soldAt: '2026-11-20T00:00:00.000Z' }), now)).toBe(true)
    expect(isIndexable(car({ status: 'sold', soldAt: '2026-10-01T00:00:00.000Z' }), now)).toBe(false)
    expect(isIndexable(car({ status: 'sold', soldAt: null }), now)).toBe(false)
  })
})

describe('the search document', () => {
  it('uses the spec’s field names, the editor’s tag over the feed’s, and the tenant as a string', () => {
    const doc = searchDocument(
      car({ tag: 'Runout', tagOverride: 'Demo special', featured: true, customRank: 5 }),
      dealer('Harbour City Toyota'),
    )
    expect(doc).toMatchObject({
      id: '7',
      tenant: '1',
      make_model: 'Toyota|RAV4',
      body: 'SUV',
      car_type: 'new',
      tag: 'Demo special',
      dealership_name: 'Harbour City Toyota',
      primary_photo: { key: 'a'.repeat(32), width: 2048, height: 1536, colour: '#102030' },
      created_at_timestamp: Date.parse('2026-11-01T00:00:00.000Z') / 1000,
      sold_date_timestamp: null,
    })
    // The dealer's photo address never reaches a visitor through search answers.
    expect(JSON.stringify(doc)).not.toContain('cdn.example.com')
    expect(
      searchDocument(car({ images: [{ url: 'https://cdn.example.com/1.jpg' }] }), dealer()).primary_photo,
    ).toBeNull()
    // The first stored photo leads when the first address could not be fetched.
    const partly = searchDocument(
      car({
        images: [
          { url: 'https://cdn.example.com/gone.jpg' },
          car().images![0]!,
          { url: 'https://cdn.example.com/3.jpg' },
        ],
      }),
      dealer(),
    )
    expect(partly.primary_photo).toEqual(doc.primary_photo)
    expect(doc.custom_rank).toBeGreaterThan(1_000_000)
    expect(doc.location).toBeNull()
    expect(searchDocument(car({ lat: -33.85, lng: 151.03 }), dealer()).location).toEqual({ lat: -33.85, lon: 151.03 })
    expect(doc.text).toContain('HT1')
  })

  it('carries the sold date of sold cars in seconds, and a price of 0 when there is none', () => {
    const doc = searchDocument(car({ status: 'sold', soldAt: '2026-11-20T00:00:00.000Z', price: null }), dealer())
    expect(doc.sold_date_timestamp).toBe(Date.parse('2026-11-20T00:00:00.000Z') / 1000)
    expect(doc.price).toBe(0)
  })

  it('carries the categories', () => {
    expect(searchDocument(car({ categories: ['SUVs & 4WDs', 'Electrified'] }), dealer()).categories).toEqual([
      'SUVs & 4WDs',
      'Electrified',
    ])
  })

  it('carries the weekly estimate only where the dealer’s lender rules show one', () => {
    // The default dealer has no lender: no estimate, whatever the feed says.
    expect(searchDocument(car({ weeklyPayment: 129 }), dealer()).weekly_price).toBeNull()
    const typeA: EstimateTerms = { ...SETTING_DEFAULTS.finance, lenderType: 'A', comparisonRate: 9.12 }
    const lender = (finance = typeA) => ({ id: 1, name: 'X', finance })
    expect(searchDocument(car(), lender(), now).weekly_price).toBe(weeklyEstimate(39_990, typeA))
    expect(searchDocument(car(), lender({ ...typeA, interestRate: 4 }), now).weekly_price).toBeLessThan(
      searchDocument(car(), lender(), now).weekly_price!,
    )
    expect(searchDocument(car({ price: 400 }), lender(), now).weekly_price).toBeNull()
    expect(searchDocument(car(), lender({ ...typeA, comparisonRate: null }), now).weekly_price).toBeNull()
    const typeD = lender({ ...typeA, lenderType: 'D' })
    expect(searchDocument(car({ weeklyPayment: 129 }), typeD, now).weekly_price).toBeNull()
    const quoted = car({ weeklyPayment: 129, paymentRate: 12.5, paymentComparisonRate: 13.9 })
    expect(searchDocument(quoted, typeD, now)).toMatchObject({
      weekly_price: 129,
      weekly_interest_rate: 12.5,
      weekly_comparison_rate: 13.9,
    })
    expect(searchDocument(car(), lender(), now)).toMatchObject({
      weekly_interest_rate: typeA.interestRate,
      weekly_comparison_rate: 9.12,
    })
  })

  it('is versioned by the calendar year where the lender’s age limit depends on it', () => {
    const typeA = { id: 1, name: 'X', finance: { ...SETTING_DEFAULTS.finance, lenderType: 'A' as const } }
    const newYear = new Date('2027-01-01T00:00:00.000Z')
    expect(searchDocument(car(), typeA, now).source_version).not.toBe(
      searchDocument(car(), typeA, newYear).source_version,
    )
    expect(searchDocument(car(), dealer(), now).source_version).toBe(
      searchDocument(car(), dealer(), newYear).source_version,
    )
  })

  it('is versioned by the finance settings an estimate depends on, and no others', () => {
    const finance = { ...SETTING_DEFAULTS.finance, lenderType: 'B' as const, comparisonRate: 9.4 }
    const version = (over: Record<string, unknown>) =>
      searchDocument(car(), { id: 1, name: 'X', finance: { ...finance, ...over } }, now).source_version
    expect(version({ quickQuote: true, brokerDealerId: 'HCT-1', pageSteps: 'Call us' })).toBe(version({}))
    expect(version({ interestRate: 7 })).not.toBe(version({}))
    expect(version({ excludedMakes: ['Kia'] })).not.toBe(version({}))
  })
})
