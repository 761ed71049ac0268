import { describe, expect, it } from 'vitest'
import { leadAnswers } from './leadAnswers'

describe('a lead’s answers as staff read them', () => {
  it('labels each answer and writes yes/no and dollars as people do', () => {
    expect(
      leadAnswers({
        model: 'RAV4',
        preferredDate: '2026-12-03',
        wantsFinance: true,
        hasTradeIn: false,
        offerFromClient: 31500,
        fleetSize: '6-10',
      }),
    ).toEqual([
      { label: 'Model', value: 'RAV4' },
      { label: 'Preferred date', value: '2026-12-03' },
      { label: 'Wants finance', value: 'Yes' },
      { label: 'Has a car to trade in', value: 'No' },
      { label: 'Their offer for the car', value: '$31,500' },
      { label: 'Fleet size', value: '6-10' },
    ])
  })

  it('spells out answers it has no label for and flattens where the enquiry came from', () => {
    expect(leadAnswers({ towingCapacity: '3500 kg', context: { offerId: '12', offerName: 'Spring sale' } })).toEqual([
      { label: 'Towing capacity', value: '3500 kg' },
      { label: 'Sent from', value: 'Offer id: 12, Offer name: Spring sale' },
    ])
  })

  it('has nothing to show for no answers', () => {
    expect(leadAnswers(null)).toEqual([])
    expect(leadAnswers({ company: '' })).toEqual([])
    expect(leadAnswers(['x'])).toEqual([])
  })
})
