import { describe, expect, it } from 'vitest'
import { compareNames } from './nameOrder'

// Names as dealer stock and locations hold them, in no particular order.
const NAMES = (
  'Toyota|BMW|Alfa Romeo|Mercedes-Benz|Mercedes Benz|Škoda|Skoda|Citroën|Citroen|Citroz|kia|' +
  'Kia|KIA|Land Rover|LDV|Lexus|MG|Mazda|Mini|GWM|Great Wall|Jayco|Hyundai|Holden|Ford|' +
  'Ferrari|ŠKODA|Isuzu Ute|Isuzu|Volkswagen|Volvo|Peugeot|Porsche|Ram|Subaru|Suzuki|Tesla|' +
  'Corolla Cross|Corolla|C-HR|CX-5|CX-30|CX5|bZ4X|BZ4X|HiLux|Hilux|LandCruiser 70|' +
  'LandCruiser 300|LandCruiser Prado|RAV4|Yaris Cross|Yaris|Pearl White|Eclipse Black|' +
  'Crystal Pearl|Silver Pearl|Glacier White|Harbour City Toyota - Service|' +
  'Harbour City Toyota|Harbour City Toyota - Parts|Southern Cross Ford & Suzuki|' +
  "Southern Cross Ford|O'Connor Motors|Outback Cars|Series 3|Series 10|Series 2|3 Series|" +
  '10 Series|X5|X50|X7'
).split('|')

describe('the order dealer sites list names in', () => {
  it('is en-AU alphabetical order, as Intl.Collator sorts', () => {
    const collator = new Intl.Collator('en-AU')
    expect([...NAMES].sort(compareNames)).toEqual([...NAMES].sort(collator.compare))
  })

  it('orders numbers by value when asked, as a numeric Intl.Collator does', () => {
    const collator = new Intl.Collator('en-AU', { numeric: true })
    expect([...NAMES].sort((a, b) => compareNames(a, b, { numeric: true }))).toEqual([...NAMES].sort(collator.compare))
    expect(['Series 10', 'Series 3'].sort((a, b) => compareNames(a, b, { numeric: true }))).toEqual([
      'Series 3',
      'Series 10',
    ])
  })
})
