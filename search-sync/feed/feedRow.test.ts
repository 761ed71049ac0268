import { describe, expect, it } from 'vitest'
import { readFeedRecord } from './feedRow'
import { decodeFeed, detectFormat, FeedFormatError, parseFeed } from './parseFeed'

const good = {
  stocknum: 'HT1001',
  vin: 'jtmw1rfv10d123456',
  year: 2023,
  make: 'Mercedes Benz',
  model: 'GLC 300',
  badge: '4MATIC',
  car_type: 'Demonstrator',
  status: 'In Stock',
  price: '$64,990',
  km: '5,200',
  body: '4D Wagon',
  fuel: 'Unleaded Petrol',
  transmission: '9 Speed Automatic',
  images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
}

describe('a feed car', () => {
  it('is normalised: make, type, status, numbers, simple values, slug and price type', () => {
    const result = readFeedRecord(good)
    if (!('car' in result)) throw new Error(result.problems.join('; '))
    const { car } = result
    expect(car).toMatchObject({
      stockNumber: 'HT1001',
      vin: 'JTMW1RFV10D123456',
      make: 'Mercedes-Benz',
      carType: 'demo',
      status: 'in_stock',
      price: 64990,
      km: 5200,
      simpleBody: 'Wagon',
      simpleFuel: 'Petrol',
      simpleTransmission: 'Automatic',
      priceType: 'drive_away',
      photosCount: 2,
      slug: '2023-mercedes-benz-glc-300-4matic-ht1001',
      name: '2023 Mercedes-Benz GLC 300 4MATIC',
      showOnDealerWebsite: true,
    })
  })

  it('prefixes Mazda 3 and reads CSV-style text values', () => {
    const result = readFeedRecord({
      stocknum: 'S1',
      make: 'Mazda',
      model: '3',
      car_type: 'used',
      year: '2019',
      certified: 'yes',
      images: 'https://x.test/1.jpg|https://x.test/2.jpg',
    })
    expect(result).toMatchObject({
      car: { model: 'Mazda3', year: 2019, certified: true, photosCount: 2, status: 'in_stock' },
    })
  })

  it('reads the variant data from flat CSV columns or the spec’s nested variant object', () => {
    const flat = readFeedRecord({ ...good, enginesize_litres: '2.0', cylinders: '4', torque: '370', ancaprating: '5' })
    expect(flat).toMatchObject({ car: { variant: { engineLitres: 2, cylinders: 4, torqueNm: 370, ancapRating: 5 } } })
    const nested = readFeedRecord({
      ...good,
      variant: { towingcapacitybraked: 2400, vehiclelength: 4716 },
      torque: 350,
    })
    expect(nested).toMatchObject({ car: { variant: { towingBrakedKg: 2400, lengthMm: 4716, torqueNm: 350 } } })
    expect(readFeedRecord({ ...good, ancaprating: 7 })).toEqual({ problems: ['ancaprating must be at most 5'] })
    expect(readFeedRecord({ ...good, enginesize_litres: 1998 })).toEqual({
      problems: ['enginesize_litres must be in litres'],
    })
  })

  it('reads payment_processors: whether the car is reserved online and its own deposit', () => {
    const read = (payment_processors: unknown) => {
      const result = readFeedRecord({ ...good, payment_processors })
      if (!('car' in result)) throw new Error(result.problems.join('; '))
      return { offered: result.car.reserveOffered, deposit: result.car.reserveDeposit }
    }
    expect(read(undefined)).toEqual({ offered: true, deposit: null })
    expect(read([{ name: 'stripe', amount: 500 }])).toEqual({ offered: true, deposit: 500 })
    expect(read('stripe:350')).toEqual({ offered: true, deposit: 350 })
    expect(read([{ name: 'stripe', amount: '0' }])).toEqual({ offered: true, deposit: null })
    expect(read([{ name: 'stripe', amount: 500, enabled: false }, { name: 'other' }])).toEqual({
      offered: true,
      deposit: null,
    })
    expect(read([])).toEqual({ offered: false, deposit: null })
    expect(read([{ name: 'stripe', amount: 500, enabled: 'no' }])).toEqual({ offered: false, deposit: null })
    expect(readFeedRecord({ ...good, payment_processors: [{ name: 'stripe', amount: -5 }] })).toMatchObject({
      problems: [expect.stringMatching(/cannot be negative/)],
    })
  })

  it('is rejected with every reason in plain words', () => {
    const result = readFeedRecord({ make: 'Toyota', model: 'HiLux', car_type: 'rental', price: 'ask Bob', year: 1850 })
    expect('problems' in result && result.problems).toEqual(
      expect.arrayContaining(['stocknum is required', 'price must be a number', 'year must be at least 1900']),
    )
    const badType = readFeedRecord({
      stocknum: 'X',
      make: 'Toyota',
      model: 'HiLux',
      car_type: 'rental',
      status: 'archived',
    })
    expect('problems' in badType && badType.problems).toEqual([
      'car_type "rental" is not new, used or demo',
      'status "archived" is not in_stock, coming_soon or sold',
    ])
  })

  it('checks coordinates are on the globe', () => {
    const result = readFeedRecord({ stocknum: 'X', make: 'Kia', model: 'Rio', car_type: 'used', lat: -95, lng: 151.2 })
    expect('problems' in result && result.problems).toEqual(['lat must be between -90 and 90'])
    expect(
      readFeedRecord({ stocknum: 'X', make: 'Kia', model: 'Rio', car_type: 'used', lat: '-33.85', lng: '151.03' }),
    ).toMatchObject({ car: { lat: -33.85, lng: 151.03 } })
  })

  it('needs web addresses for images and a non-negative price', () => {
    const result = readFeedRecord({
      stocknum: 'X',
      make: 'Kia',
      model: 'Rio',
      car_type: 'used',
      price: -5,
      images: ['ftp://x/1.jpg'],
    })
    expect('problems' in result && result.problems.join(' ')).toMatch(/price cannot be negative.*images/)
    for (const bad of ['//cdn.example.com/1.jpg', 'photos/1.jpg', 'https://', 'javascript:alert(1)']) {
      expect(
        'problems' in readFeedRecord({ stocknum: 'X', make: 'Kia', model: 'Rio', car_type: 'used', images: [bad] }),
        bad,
      ).toBe(true)
    }
  })

  it('accepts photos hosted on the site itself as root-relative paths', () => {
    const result = readFeedRecord({
      stocknum: 'X',
      make: 'Kia',
      model: 'Rio',
      car_type: 'used',
      images: '/demo-stock/hatch.svg|https://cdn.example.com/2.jpg',
    })
    expect(result).toMatchObject({
      car: { images: [{ url: '/demo-stock/hatch.svg' }, { url: 'https://cdn.example.com/2.jpg' }], photosCount: 2 },
    })
  })
})

describe('feed files', () => {
  it('reads CSV with the file line of every record, quoted commas included', () => {
    const csv =
      'stocknum,make,model,car_type,dealercomments\nA1,Toyota,Yaris,new,\n"A2",Kia,Rio,used,"Low km, one owner"\n'
    expect(parseFeed(csv, 'csv')).toEqual([
      { line: 2, fields: { stocknum: 'A1', make: 'Toyota', model: 'Yaris', car_type: 'new' } },
      {
        line: 3,
        fields: { stocknum: 'A2', make: 'Kia', model: 'Rio', car_type: 'used', dealercomments: 'Low km, one owner' },
      },
    ])
  })

  it('reads a JSON array or { cars: [...] }, numbering cars from 1', () => {
    expect(parseFeed('[{"stocknum":"A"},{"stocknum":"B"}]', 'json').map((r) => r.line)).toEqual([1, 2])
    expect(parseFeed('{"cars":[{"stocknum":"A"}]}', 'json')).toHaveLength(1)
  })

  it('checks the number of cars a feed says it holds: a cut file is refused, a whole one carries its count', () => {
    const csv = 'stocknum,make,model,car_type\nA1,Toyota,Yaris,new\nA2,Kia,Rio,used\n'
    expect(parseFeed(`${csv}#count=2\n\n`, 'csv')).toMatchObject({ length: 2, declaredCount: 2 })
    expect(parseFeed(`${csv}# rows: 2`, 'csv').map((r) => r.fields.stocknum)).toEqual(['A1', 'A2'])
    // Cut at a row boundary: the trailer of the whole file says 3.
    expect(() => parseFeed(`${csv}#count=3\n`, 'csv')).toThrow(/says it holds 3 cars but 2 arrived/)
    expect(parseFeed('{"count": 1, "cars": [{"stocknum":"A"}]}', 'json')).toMatchObject({ declaredCount: 1 })
    expect(() => parseFeed('{"count": "200", "cars": [{"stocknum":"A"}]}', 'json')).toThrow(
      /says it holds 200 cars but 1 arrived/,
    )
    expect(() => parseFeed('{"count": "lots", "cars": []}', 'json')).toThrow(/"count" must be the number/)
    expect(parseFeed(csv, 'csv').declaredCount).toBeUndefined()
  })

  it('refuses a feed that is not JSON or CSV with a reason', () => {
    expect(() => parseFeed('{"cars": nope', 'json')).toThrow(FeedFormatError)
    expect(() => parseFeed('{"vehicles": []}', 'json')).toThrow(/array of cars/)
    expect(() => parseFeed('a,b\n1,2,3\n', 'csv')).toThrow(/CSV feed cannot be read/)
  })

  it('tells the format from the content first, then the name or content type', () => {
    expect(detectFormat('stock.csv', '[{"stocknum":"A"}]')).toBe('json')
    expect(detectFormat('nightly-feed', '{"cars":[{"stocknum":"A"}]}')).toBe('json')
    expect(detectFormat('https://dms.example.com/feed application/json; charset=utf-8', '  ')).toBe('json')
    expect(detectFormat('https://dms.example.com/feed.json?x=1', '')).toBe('json')
    expect(detectFormat('stock', 'stocknum,make\nA,Kia')).toBe('csv')
  })

  it('reads UTF-8 with or without a BOM, Windows-1252 exports, and drops control characters', () => {
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('[{"stocknum":"A","dealercomments":"Café"}]'),
    ])
    expect(parseFeed(decodeFeed(bom), 'json')[0]!.fields).toEqual({ stocknum: 'A', dealercomments: 'Café' })
    // "Café “mint”" as a Windows export writes it: é = 0xE9, quotes 0x93 and 0x94.
    const latin = Buffer.from([
      ...Buffer.from('stocknum,dealercomments\nA,Caf'),
      0xe9,
      0x20,
      0x93,
      ...Buffer.from('mint'),
      0x94,
      0x0a,
    ])
    expect(parseFeed(decodeFeed(latin), 'csv')[0]!.fields.dealercomments).toBe('Café “mint”')
    const nul = Buffer.from('[{"stocknum":"A","dealercomments":"One owner\u0000 and full history"}]')
    expect(parseFeed(decodeFeed(nul), 'json')[0]!.fields.dealercomments).toBe('One owner and full history')
    expect(parseFeed('\uFEFF[{"stocknum":"A"}]', 'json')).toHaveLength(1)
    expect(() => decodeFeed(Buffer.from([0xff, 0xfe, 0x5b, 0x00]))).toThrow(/UTF-16/)
  })
})

describe('prices dealer systems send for a car without a public price', () => {
  it('import as an unpriced car, not as a rejected row', () => {
    for (const price of ['POA', 'Enquire', ' enquire for price ', '0', '$0', '0.00', '', 0, null]) {
      const result = readFeedRecord({ stocknum: 'X1', make: 'Kia', model: 'Rio', car_type: 'used', price })
      expect('car' in result && result.car.price, JSON.stringify(price)).toBeNull()
    }
    const priced = readFeedRecord({ stocknum: 'X1', make: 'Kia', model: 'Rio', car_type: 'used', price: '$44,990' })
    expect('car' in priced && priced.car.price).toBe(44_990)
  })
})
