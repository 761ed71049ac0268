import { describe, expect, it } from 'vitest'
import { businessLine, footerText } from './footerText'

const now = new Date('2026-11-22T00:00:00+11:00')

describe('footer text', () => {
  it('names a single-brand dealer as “{make} Dealer” with place, licence and the current year', () => {
    expect(
      footerText(
        { name: 'Harbour City Toyota', make: 'Toyota', city: 'Auburn', state: 'NSW', dealerLicenceNumber: 'MD 12345' },
        now,
      ),
    ).toBe(
      'Harbour City Toyota | Toyota Dealer | Auburn NSW | Dealer Licence MD 12345 | Copyright 2026. All Rights Reserved.',
    )
  })

  it('calls other dealers a “Car Dealership”, falls back to the repairer number, and takes a given year', () => {
    expect(
      footerText(
        { name: 'Outback Cars', city: 'Dubbo', state: 'NSW', motorVehicleRepairerNumber: '999', year: 2025 },
        now,
      ),
    ).toBe('Outback Cars | Car Dealership | Dubbo NSW | MVRL 999 | Copyright 2025. All Rights Reserved.')
  })

  it('leaves out what is missing', () => {
    expect(footerText({ name: 'Southern Cross Motor Group' }, now)).toBe(
      'Southern Cross Motor Group | Car Dealership | Copyright 2026. All Rights Reserved.',
    )
  })

  it('prints the legal name and the ABN in groups of digits, or either alone', () => {
    expect(businessLine({ legalName: ' Harbour City Toyota Pty Ltd ', abn: '51824753556' })).toBe(
      'Harbour City Toyota Pty Ltd, ABN 51 824 753 556',
    )
    expect(businessLine({ abn: '53 004 085 616' })).toBe('ABN 53 004 085 616')
    expect(businessLine({ legalName: 'Outback Cars Pty Ltd', abn: ' ' })).toBe('Outback Cars Pty Ltd')
    expect(businessLine({ legalName: null })).toBeNull()
  })
})
