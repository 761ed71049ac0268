/**
 * Feed values -> the small vocabularies the site filters on. Feeds spell things many
 * ways ("Demonstrator", "Pre-Owned", "Cab Chassis", "Dual Clutch"); each function returns
 * null when it cannot tell, so the importer can reject the row with a reason.
 */
export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]
export const PRICE_TYPES = ['drive_away', 'excluding_government_charges'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

export function carType(value: string): CarType | null {
  const k = key(value)
  if (k === 'new') return 'new'
  if (['used', 'pre owned', 'preowned', 'second hand'].includes(k)) return 'used'
  if (['demo', 'demonstrator', 'ex demo'].includes(k)) return 'demo'
  return null
}

export function carStatus(value: string): CarStatus | null {
  const k = key(value)
  if (['in stock', 'instock', 'available', 'active'].includes(k)) return 'in_stock'
  if (['coming soon', 'incoming', 'in transit', 'arriving'].includes(k)) return 'coming_soon'
  if (k === 'sold') return 'sold'
  return null
}

/** Advertised prices in Australia must say whether they are drive-away or exclude government charges. */
export function priceType(value: string): PriceType | null {
  const k = key(value).replace(/\./g, '')
  if (['drive away', 'driveaway', 'dap', 'drive away price'].includes(k)) return 'drive_away'
  if (
    ['egc', 'excluding government charges', 'excl govt charges', 'plus orc', '+orc', 'before on road costs'].includes(k)
  ) {
    return 'excluding_government_charges'
  }
  return null
}

/** Used and demo cars are advertised drive-away; new cars default to excluding government charges. */
export const defaultPriceType = (type: CarType): PriceType =>
  type === 'new' ? 'excluding_government_charges' : 'drive_away'

const BODY_RULES: [RegExp, string][] = [
  [/caravan|pop ?top|hybrid van|fifth wheel/, 'Caravan'],
  [/camper|camper trailer/, 'Camper'],
  [/motor ?home|motorhome/, 'Motorhome'],
  [/people ?mover|mpv/, 'People Mover'],
  [/cab ?chassis|utility|\bute\b|pick ?up|dual cab|single cab|space cab|king cab|extra cab/, 'Ute'],
  [/\bvan\b|panel van|crew van/, 'Van'],
  [/\bbus\b/, 'Bus'],
  [/suv|4x4 wagon|sport utility/, 'SUV'],
  [/wagon|estate|touring/, 'Wagon'],
  [/hatch/, 'Hatch'],
  [/sedan|saloon|liftback|fastback/, 'Sedan'],
  [/coupe/, 'Coupe'],
  [/convertible|cabriolet|roadster|spyder|spider/, 'Convertible'],
  [/motorcycle|motorbike|scooter/, 'Motorcycle'],
  [/truck|prime mover|tipper/, 'Truck'],
]

/** Bodies that are towed, not driven: a caravan or camper trailer is inspected, never test driven. */
const TOWED_BODIES: readonly string[] = ['Caravan', 'Camper']
export const canBeTestDriven = (simpleBody: string | null | undefined) => !TOWED_BODIES.includes(simpleBody ?? '')

/** Every simple_body a car can have, for editors' choices (a stock grid's body types). */
export const SIMPLE_BODIES: readonly string[] = [...new Set(BODY_RULES.map(([, label]) => label)), 'Other']

/** simple_body from the feed's body text (caravans are caravans whatever the body says). */
export function simpleBody(body: string | null | undefined, itemType?: string | null): string {
  if (itemType && key(itemType) === 'caravan') return 'Caravan'
  const k = key(body ?? '')
  for (const [pattern, label] of BODY_RULES) if (pattern.test(k)) return label
  return 'Other'
}

/** simple_fuel: the spec's coarse fuel values (Electric, Hybrid, ...). */
export function simpleFuel(fuel: string | null | undefined): string | null {
  const k = key(fuel ?? '')
  if (!k) return null
  if (/plug ?in|phev/.test(k)) return 'Plug-in Hybrid'
  if (/hybrid|hev/.test(k)) return 'Hybrid'
  if (/electric|\bev\b|bev/.test(k)) return 'Electric'
  if (/diesel/.test(k)) return 'Diesel'
  if (/lpg|gas/.test(k)) return 'LPG'
  if (/petrol|unleaded|ulp|premium|e10|pulp/.test(k)) return 'Petrol'
  return 'Other'
}

/** simple_transmission: Automatic or Manual. */
export function simpleTransmission(transmission: string | null | undefined): string | null {
  const k = key(transmission ?? '')
  if (!k) return null
  if (/manual/.test(k) && !/auto|sequential/.test(k)) return 'Manual'
  return /auto|cvt|dct|dual clutch|constant|sequential|tiptronic|reduction|single speed|1 speed/.test(k)
    ? 'Automatic'
    : null
}

/** Stock categories the search page and dealership directory filter on, in display order. */
export const STOCK_CATEGORIES = [
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'People movers',
  'Electrified',
  'Caravans & campers',
  'Motorcycles',
] as const

const CATEGORY_BY_BODY: Record<string, (typeof STOCK_CATEGORIES)[number]> = {
  Hatch: 'Hatch & sedans',
  Sedan: 'Hatch & sedans',
  Wagon: 'Hatch & sedans',
  Coupe: 'Hatch & sedans',
  Convertible: 'Hatch & sedans',
  SUV: 'SUVs & 4WDs',
  Ute: 'Utes & Vans',
  Van: 'Utes & Vans',
  Bus: 'Utes & Vans',
  Truck: 'Utes & Vans',
  'People Mover': 'People movers',
  Caravan: 'Caravans & campers',
  Camper: 'Caravans & campers',
  Motorhome: 'Caravans & campers',
  Motorcycle: 'Motorcycles',
}

/**
 * A car's categories: one from its simple body, Electrified for electric and hybrid cars,
 * plus any the feed names itself (a dealer's own such as "First cars"), without repeats.
 */
export function stockCategories(
  car: { simpleBody: string; simpleFuel: string | null; drive?: string | null },
  fromFeed: string[] = [],
): string[] {
  const categories = new Set<string>()
  const byBody = CATEGORY_BY_BODY[car.simpleBody]
  // A four-wheel-drive wagon is sold as a 4WD, not a family wagon.
  if (car.simpleBody === 'Wagon' && /4x4|4wd|awd/i.test(car.drive ?? '')) categories.add('SUVs & 4WDs')
  else if (byBody) categories.add(byBody)
  if (car.simpleFuel && ['Electric', 'Hybrid', 'Plug-in Hybrid'].includes(car.simpleFuel)) categories.add('Electrified')
  for (const category of fromFeed) categories.add(category)
  return [...categories]
}

/** The car types as editors pick them (settings, stock grid): New, Used, Demo. */
export const CAR_TYPE_OPTIONS = CAR_TYPES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))
