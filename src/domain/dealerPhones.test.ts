import { describe, expect, it } from 'vitest'
import { dealerPhones } from './dealerPhones'

describe('the dealer’s phone numbers on the contact page', () => {
  it('lists sales, service and parts, and shows a main number that is also sales once, as Sales', () => {
    expect(
      dealerPhones({
        mainPhone: '(02) 9643 1200',
        salesPhone: '02 9643 1200',
        servicePhone: '(02) 9643 1222',
        partsPhone: '(02) 9643 1233',
      }),
    ).toEqual([
      { label: 'Sales', number: '02 9643 1200' },
      { label: 'Service', number: '(02) 9643 1222' },
      { label: 'Parts', number: '(02) 9643 1233' },
    ])
  })

  it('puts a separate main number first and skips empty or repeated ones', () => {
    expect(
      dealerPhones({
        mainPhone: '1300 555 000',
        salesPhone: ' ',
        servicePhone: '(02) 4323 8811',
        partsPhone: '+61 2 4323 8811',
      }),
    ).toEqual([
      { label: 'Main', number: '1300 555 000' },
      { label: 'Service', number: '(02) 4323 8811' },
    ])
  })

  it('is empty for a dealer with no numbers', () => {
    expect(dealerPhones(null)).toEqual([])
    expect(dealerPhones({})).toEqual([])
  })
})
