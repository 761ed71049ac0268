// Synthetic stock feeds as a dealer management system exports them (deterministic), for the
// import benchmark and the import fault and crash tests. `round` changes every price, so
// each round is a feed where every car changed.
import type { FeedRecord } from '../../search-sync/feed/parseFeed'

const MODELS = [
  ['Toyota', 'HiLux', 'Ute'],
  ['Toyota', 'RAV4', 'SUV'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Ford', 'Ranger', 'Ute'],
  ['Kia', 'Sportage', 'SUV'],
  ['Hyundai', 'i30', 'Hatch'],
] as const

/** One feed row, in the spec's field names. */
export function feedRow(i: number, round = 0): Record<string, unknown> {
  const [make, model, body] = MODELS[i % MODELS.length]!
  return {
    stocknum: `BN${String(i).padStart(6, '0')}`,
    vin: `JTBENCH${String(i).padStart(10, '0')}`,
    year: 2015 + (i % 11),
    make,
    model,
    badge: ['GX', 'GXL', 'Sport'][i % 3],
    body,
    colour: ['White', 'Silver', 'Grey'][i % 3],
    car_type: ['used', 'new', 'demo'][i % 3],
    status: 'in_stock',
    price: 20_000 + ((i * 37) % 40_000) + round * 500,
    km: (i * 911) % 150_000,
    transmission: 'Automatic',
    fuel: 'Diesel',
    images: Array.from({ length: 8 }, (_, n) => `https://images.example.com/bench/${i}/${n}.jpg`),
    standardEquipment: ['Reversing camera', 'Apple CarPlay', 'Cruise control', 'Alloy wheels'],
    dealercomments: 'One owner, full service history, two keys. '.repeat(4),
  }
}

/** `count` rows as the parser hands them to the import. */
export const feedRecords = (count: number, round = 0): FeedRecord[] =>
  Array.from({ length: count }, (_, i) => ({ line: i + 1, fields: feedRow(i, round) }))
