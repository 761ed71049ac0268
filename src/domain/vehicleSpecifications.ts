import { formatNumber, wholeNumber } from './numbers'

/**
 * A car's specifications as its page lists them: in groups a buyer scans (the car, its
 * engine, fuel, size and towing, safety, and a caravan's own), each row a label and a
 * value in words and units, empty values left out (spec: "Specifications with empty values
 * are hidden"), and a group with nothing to say left out whole. The car page shows the first
 * SPEC_GROUP_PREVIEW rows of a group with Show More / Show Less; the printout the first group.
 */

export const SPEC_GROUP_PREVIEW = 4

/** The feed's variant data (the spec's `variant`): the model's figures from the data provider. */
export type VehicleVariant = {
  engineCc?: number | null
  engineLitres?: number | null
  cylinders?: number | null
  induction?: string | null
  gearType?: string | null
  torqueNm?: number | null
  fuelConsumptionCombined?: number | null
  fuelCapacityLitres?: number | null
  grossVehicleMassKg?: number | null
  lengthMm?: number | null
  widthMm?: number | null
  heightMm?: number | null
  towingBrakedKg?: number | null
  ancapRating?: number | null
}

export type CaravanSpecifications = {
  bodyLength?: number | null
  bodyWidth?: number | null
  tareWeight?: number | null
  aggregateTrailerMass?: number | null
  axleType?: string | null
  sleeps?: number | null
}

export type SpecifiedCar = {
  year?: number | null
  carType: string
  km?: number | null
  body?: string | null
  transmission?: string | null
  gears?: number | null
  fuel?: string | null
  engineSize?: string | null
  drive?: string | null
  seats?: number | null
  doors?: number | null
  colour?: string | null
  interiorColour?: string | null
  buildDate?: string | null
  complianceDate?: string | null
  regoPlate?: string | null
  stockNumber?: string | null
  vin?: string | null
  itemType?: string | null
  variant?: VehicleVariant | null
  caravan?: CaravanSpecifications | null
}

/** Which of the car's dates a dealer shows: build, compliance, or both (a stock setting). */
export type ShownCarDates = 'build' | 'compliance' | 'both'

export type SpecificationRow = { label: string; value: string }
export type SpecificationGroup = { id: string; title: string; rows: SpecificationRow[] }

const oneDecimal = (value: number) => formatNumber(value, 1)

const present = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(typeof value === 'number' && !Number.isFinite(value))

/** A number above zero with its unit ("2,800 kg"); a zero or negative figure from a feed is no figure. */
const measure = (value: number | null | undefined, unit: string, format = wholeNumber): string | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? `${format(value)} ${unit}` : null

/**
 * A feed's build or compliance date as "Mar 2021". Feeds send "2021-03", "2021-03-01" or a
 * full timestamp; anything else is shown as the feed wrote it rather than dropped.
 */
export function monthYear(text: string | null | undefined): string | null {
  if (!text?.trim()) return null
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?(?:T.*)?$/.exec(text.trim())
  if (!match) return text.trim()
  const month = Number(match[2])
  if (month < 1 || month > 12) return text.trim()
  return new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), month - 1, 1)),
  )
}

/** "Turbo" reads "turbo" in the engine line; an aspirated engine is the norm and goes unsaid. */
function inductionText(induction: string | null | undefined): string | null {
  const text = induction?.trim().toLowerCase()
  if (!text || /^(naturally )?aspirated$/.test(text)) return null
  return text
}

/** The engine in the words buyers use: "2.8L 4 cylinder turbo" is built from the parts the feed has. */
function engineText(car: SpecifiedCar): string | null {
  const variant = car.variant ?? {}
  const litres =
    variant.engineLitres && variant.engineLitres > 0
      ? `${variant.engineLitres.toFixed(1)}L`
      : variant.engineCc && variant.engineCc > 0
        ? `${(variant.engineCc / 1000).toFixed(1)}L`
        : null
  const parts = [
    litres,
    variant.cylinders && variant.cylinders > 0 ? `${variant.cylinders} cylinder` : null,
    inductionText(variant.induction),
  ].filter(Boolean)
  if (parts.length) return parts.join(' ')
  return car.engineSize?.trim() || null
}

function group(id: string, title: string, rows: [string, string | number | null | undefined][]): SpecificationGroup {
  return {
    id,
    title,
    rows: rows.filter(([, value]) => present(value)).map(([label, value]) => ({ label, value: String(value) })),
  }
}

export function vehicleSpecifications(
  car: SpecifiedCar,
  options: { registrationExpiry: string | null; dates: ShownCarDates },
): SpecificationGroup[] {
  const variant = car.variant ?? {}
  const caravan = car.caravan ?? {}
  const isCaravan = car.itemType === 'caravan'
  const showBuild = options.dates !== 'compliance'
  const showCompliance = options.dates !== 'build'
  const transmission = [car.transmission, car.gears && car.gears > 0 ? `${car.gears} speed` : null]
    .filter(Boolean)
    .join(', ')
  const groups = [
    group('overview', 'Overview', [
      ['Year', car.year],
      ['Kilometres', car.carType !== 'new' ? measure(car.km, 'km') : null],
      ['Body', car.body],
      ['Transmission', transmission],
      ['Fuel', car.fuel],
      ['Drive', car.drive],
      ['Seats', car.seats],
      ['Doors', car.doors],
      ['Colour', car.colour],
      ['Interior', car.interiorColour],
      ['Build date', showBuild ? monthYear(car.buildDate) : null],
      ['Compliance date', showCompliance ? monthYear(car.complianceDate) : null],
      ['Registration', car.regoPlate],
      ['Registration expiry', options.registrationExpiry],
      ['Stock number', car.stockNumber],
      ['VIN', car.vin],
    ]),
    group('engine', 'Engine and transmission', [
      ['Engine', engineText(car)],
      ['Torque', measure(variant.torqueNm, 'Nm')],
      ['Gear type', variant.gearType],
      ['Engine capacity', measure(variant.engineCc, 'cc')],
    ]),
    group('fuel', 'Fuel', [
      ['Fuel consumption (combined)', measure(variant.fuelConsumptionCombined, 'L/100 km', oneDecimal)],
      ['Fuel tank', measure(variant.fuelCapacityLitres, 'L')],
    ]),
    group('dimensions', 'Dimensions and towing', [
      ['Length', measure(variant.lengthMm, 'mm')],
      ['Width', measure(variant.widthMm, 'mm')],
      ['Height', measure(variant.heightMm, 'mm')],
      ['Gross vehicle mass', measure(variant.grossVehicleMassKg, 'kg')],
      ['Towing capacity (braked)', measure(variant.towingBrakedKg, 'kg')],
    ]),
    group('safety', 'Safety', [
      [
        'ANCAP safety rating',
        variant.ancapRating && variant.ancapRating >= 1 && variant.ancapRating <= 5
          ? `${variant.ancapRating} star${variant.ancapRating === 1 ? '' : 's'}`
          : null,
      ],
    ]),
    group('caravan', 'Caravan', [
      ['Sleeps', isCaravan ? caravan.sleeps : null],
      ['Body length', isCaravan ? measure(caravan.bodyLength, 'm', oneDecimal) : null],
      ['Body width', isCaravan ? measure(caravan.bodyWidth, 'm', oneDecimal) : null],
      ['Tare weight', isCaravan ? measure(caravan.tareWeight, 'kg') : null],
      ['Aggregate trailer mass', isCaravan ? measure(caravan.aggregateTrailerMass, 'kg') : null],
      ['Axles', isCaravan ? caravan.axleType : null],
    ]),
  ]
  return groups.filter((entry) => entry.rows.length > 0)
}
