import { z } from 'zod'
import {
  carStatus,
  carType,
  defaultPriceType,
  priceType,
  simpleBody,
  simpleFuel,
  simpleTransmission,
  stockCategories,
} from '@/domain/vehicleClassification'
import { carSlug, normaliseMake, normaliseModel } from '@/domain/vehicleNames'

/**
 * One car of a stock feed, in the spec's field names (snake_case, as dealer management
 * systems export them). CSV gives every value as text, so numbers and booleans are coerced;
 * lists are arrays in JSON or `|`-separated in CSV.
 */
const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1))
const optionalText = text.optional()
const number = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(/[$,\s]/g, ''))) : v),
    z.number({ error: `${label} must be a number` }).finite(),
  )
/**
 * What dealer systems write in the price of a car without a public price: it imports as an
 * unpriced car (the site shows "Enquire for price"), not as a rejected row.
 */
const NO_PRICE_WORDS = new Set([
  'poa',
  'p.o.a',
  'p.o.a.',
  'price on application',
  'enquire',
  'enquire for price',
  'enquire now',
  'call',
  'call for price',
  'tba',
  'tbc',
])
export const isNoPrice = (value: unknown): boolean => {
  if (value === 0 || value === null) return true
  if (typeof value !== 'string') return false
  const text = value.trim().toLowerCase()
  return text === '' || NO_PRICE_WORDS.has(text) || /^\$?\s*0+(\.0+)?$/.test(text)
}
const price = z.preprocess(
  (v) => (isNoPrice(v) ? undefined : v),
  number('price').pipe(z.number().min(0, 'price cannot be negative')).optional(),
)

const wholeNumber = (label: string, min: number, max: number) =>
  number(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  )
const flag = z.preprocess((v) => {
  if (typeof v === 'string') return ['true', 'yes', 'y', '1'].includes(v.trim().toLowerCase())
  if (typeof v === 'number') return v !== 0
  return v
}, z.boolean())
/** A CSV cell of several values: "a|b|c". */
const pipeList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    : v
const list = z.preprocess(pipeList, z.array(z.string().trim().min(1)))
const date = z.preprocess(
  (v) => (typeof v === 'number' ? new Date(v < 1e12 ? v * 1000 : v).toISOString() : v),
  z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date such as 2026-11-22'),
)
/** Photos live on the dealer's image CDN (http or https), or on the site itself as a root-relative path. */
const imageUrl = z
  .string()
  .trim()
  .refine(
    (u) => /^https?:\/\/[^/\s]+\S*$/.test(u) || /^\/(?!\/)\S+$/.test(u),
    'images must be http(s) addresses or paths on the site such as /photos/1.jpg',
  )

/**
 * The spec's payment_processors: how a buyer may pay for this car online, each with the
 * amount it takes (a JSON feed's list of { name, amount, enabled }, a CSV's
 * "stripe:500|other"). Given and empty (or all disabled), the car is not sold online.
 */
const paymentProcessors = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? (pipeList(v) as string[]).map((entry) => {
          const [name = '', amount] = entry.split(':').map((s) => s.trim())
          return { name, ...(amount ? { amount: Number(amount) } : {}) }
        })
      : v,
  z
    .array(
      z.object({
        name: z.string().trim().min(1, 'payment_processors entries need a name').max(60),
        amount: z
          .preprocess(
            (v) => (typeof v === 'string' && v.trim() ? Number(v) : v),
            z
              .number({ message: 'payment_processors amounts must be numbers of dollars' })
              .min(0, 'payment_processors amounts cannot be negative')
              .max(100_000, 'payment_processors amounts are at most $100,000'),
          )
          .nullable()
          .optional(),
        enabled: flag.optional(),
      }),
    )
    .max(10, 'payment_processors lists at most 10'),
)

export const FEED_ROW = z.object({
  stocknum: text,
  vin: optionalText,
  nvic: optionalText,
  regplate: optionalText,
  year: wholeNumber('year', 1900, new Date().getFullYear() + 2).optional(),
  make: text,
  model: text,
  badge: optionalText,
  series: optionalText,
  colour: optionalText,
  interior_colour: optionalText,
  car_type: text,
  status: text.default('in_stock'),
  item_type: optionalText,
  certified: flag.optional(),
  reserved: flag.optional(),
  tag: optionalText,
  preorder: flag.optional(),
  show_on_dealer_website: flag.default(true),
  sold_date_timestamp: date.optional(),
  price,
  before_price: number('before_price').pipe(z.number().min(0)).optional(),
  subscription_price: number('subscription_price').pipe(z.number().min(0)).optional(),
  price_type: optionalText,
  /** The finance provider's weekly repayment for this car (the spec's youxQuote.weeklyRepaymentAmount). */
  weekly_payment: number('weekly_payment').pipe(z.number().min(0, 'weekly_payment cannot be negative')).optional(),
  /** The finance provider's monthly repayment for this car (the lender entry's paymentMonth). */
  monthly_payment: number('monthly_payment').pipe(z.number().min(0, 'monthly_payment cannot be negative')).optional(),
  /** The rates and term the provider's figure was quoted at (the lender entry's interestRate, comparisonRate, termYears). */
  payment_rate: number('payment_rate')
    .pipe(z.number().min(0).max(30, 'payment_rate is a yearly percentage'))
    .optional(),
  payment_comparison_rate: number('payment_comparison_rate')
    .pipe(z.number().min(0).max(30, 'payment_comparison_rate is a yearly percentage'))
    .optional(),
  payment_term_years: number('payment_term_years').pipe(z.number().min(0).max(10)).optional(),
  /** The market data (the spec's autograb_data), with its source and date for the indicator's small print. */
  average_market_price: number('average_market_price').pipe(z.number().min(0)).optional(),
  state_average_market_price: number('state_average_market_price').pipe(z.number().min(0)).optional(),
  market_price_source: optionalText,
  market_price_date: date.optional(),
  km: number('km').pipe(z.number().min(0, 'km cannot be negative')).optional(),
  drive: optionalText,
  seats: wholeNumber('seats', 1, 80).optional(),
  doors: wholeNumber('doors', 0, 8).optional(),
  fuel: optionalText,
  body: optionalText,
  bodyconfiguration: optionalText,
  transmission: optionalText,
  gearnum: wholeNumber('gearnum', 0, 12).optional(),
  engine_size: optionalText,
  rego_expiry: date.optional(),
  compliance_date: optionalText,
  build_date: optionalText,
  standardEquipment: list.optional(),
  categories: list.optional(),
  images: z.preprocess(pipeList, z.array(imageUrl)).optional(),
  file: z.string().url('file must be a web address').optional(),
  dealercomments: optionalText,
  location_name: optionalText,
  city: optionalText,
  state: optionalText,
  postcode: optionalText,
  lat: number('lat')
    .pipe(z.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'))
    .optional(),
  lng: number('lng')
    .pipe(z.number().min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'))
    .optional(),
  custom_rank: number('custom_rank').optional(),
  payment_processors: paymentProcessors.optional(),
  body_width: number('body_width').optional(),
  body_length: number('body_length').optional(),
  tare_weight: number('tare_weight').optional(),
  axle_type: optionalText,
  sleeps: wholeNumber('sleeps', 1, 20).optional(),
  aggregate_trailer_mass: number('aggregate_trailer_mass').optional(),
  // The variant data (the spec's `variant`): the model's figures from the feed's data provider.
  enginesize: number('enginesize').pipe(z.number().min(0, 'enginesize cannot be negative')).optional(),
  enginesize_litres: number('enginesize_litres')
    .pipe(z.number().min(0, 'enginesize_litres cannot be negative').max(20, 'enginesize_litres must be in litres'))
    .optional(),
  cylinders: wholeNumber('cylinders', 0, 16).optional(),
  induction: optionalText,
  geartype: optionalText,
  fuelconsumptioncombined: number('fuelconsumptioncombined').pipe(z.number().min(0)).optional(),
  fuelcapacity: number('fuelcapacity').pipe(z.number().min(0)).optional(),
  grossvehiclemass: number('grossvehiclemass').pipe(z.number().min(0)).optional(),
  vehiclelength: number('vehiclelength').pipe(z.number().min(0)).optional(),
  vehicleheight: number('vehicleheight').pipe(z.number().min(0)).optional(),
  vehiclewidth: number('vehiclewidth').pipe(z.number().min(0)).optional(),
  towingcapacitybraked: number('towingcapacitybraked').pipe(z.number().min(0)).optional(),
  torque: number('torque').pipe(z.number().min(0)).optional(),
  ancaprating: wholeNumber('ancaprating', 0, 5).optional(),
  created_at: date.optional(),
  updated_at: date.optional(),
})

export type FeedRow = z.infer<typeof FEED_ROW>

/**
 * Whether the car may be reserved online and its deposit in dollars: without the field the
 * dealer's settings decide (deposit null: the dealer's); the first enabled processor with an
 * amount above $0 sets the deposit.
 */
function onlinePayment(processors: FeedRow['payment_processors']) {
  if (processors === undefined) return { reserveOffered: true, reserveDeposit: null }
  const enabled = processors.filter((processor) => processor.enabled !== false)
  const amount = enabled.find((processor) => (processor.amount ?? 0) > 0)?.amount ?? null
  return { reserveOffered: enabled.length > 0, reserveDeposit: amount }
}

/** A feed car, validated and normalised into the cars collection's feed-owned fields. */
export type FeedCar = ReturnType<typeof toFeedCar>

export function toFeedCar(row: FeedRow) {
  const make = normaliseMake(row.make)
  const model = normaliseModel(make, row.model)
  const type = carType(row.car_type)!
  const body = row.body ?? row.bodyconfiguration
  const classified = { simpleBody: simpleBody(body, row.item_type), simpleFuel: simpleFuel(row.fuel) }
  return {
    stockNumber: row.stocknum,
    vin: row.vin?.toUpperCase() ?? null,
    nvic: row.nvic ?? null,
    regoPlate: row.regplate ?? null,
    slug: carSlug({ year: row.year, make, model, badge: row.badge, stockNumber: row.stocknum }),
    name: [row.year, make, model, row.badge].filter(Boolean).join(' '),
    year: row.year ?? null,
    make,
    model,
    badge: row.badge ?? null,
    series: row.series ?? null,
    colour: row.colour ?? null,
    interiorColour: row.interior_colour ?? null,
    carType: type,
    status: carStatus(row.status)!,
    itemType: row.item_type?.toLowerCase() ?? null,
    certified: row.certified ?? false,
    reserved: row.reserved ?? false,
    tag: row.tag ?? null,
    preorder: row.preorder ?? false,
    showOnDealerWebsite: row.show_on_dealer_website,
    soldAt: row.sold_date_timestamp ?? null,
    price: row.price ?? null,
    beforePrice: row.before_price ?? null,
    subscriptionPrice: row.subscription_price ?? null,
    priceType: (row.price_type ? priceType(row.price_type) : null) ?? defaultPriceType(type),
    weeklyPayment: row.weekly_payment ?? null,
    monthlyPayment: row.monthly_payment ?? null,
    paymentRate: row.payment_rate ?? null,
    paymentComparisonRate: row.payment_comparison_rate ?? null,
    paymentTermYears: row.payment_term_years ?? null,
    averageMarketPrice: row.average_market_price ?? null,
    stateAverageMarketPrice: row.state_average_market_price ?? null,
    marketPriceSource: row.market_price_source ?? null,
    marketPriceDate: row.market_price_date ?? null,
    km: row.km ?? null,
    drive: row.drive ?? null,
    seats: row.seats ?? null,
    doors: row.doors ?? null,
    fuel: row.fuel ?? null,
    simpleFuel: classified.simpleFuel,
    body: body ?? null,
    simpleBody: classified.simpleBody,
    categories: stockCategories({ ...classified, drive: row.drive }, row.categories),
    transmission: row.transmission ?? null,
    simpleTransmission: simpleTransmission(row.transmission),
    gears: row.gearnum ?? null,
    engineSize: row.engine_size ?? null,
    regoExpiry: row.rego_expiry ?? null,
    complianceDate: row.compliance_date ?? null,
    buildDate: row.build_date ?? null,
    standardEquipment: (row.standardEquipment ?? []).map((item) => ({ item })),
    images: (row.images ?? []).map((url) => ({ url })),
    photosCount: row.images?.length ?? 0,
    historyReportUrl: row.file ?? null,
    feedComments: row.dealercomments ?? null,
    locationName: row.location_name ?? null,
    city: row.city ?? null,
    state: row.state?.toUpperCase() ?? null,
    postcode: row.postcode ?? null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    customRank: row.custom_rank ?? 0,
    ...onlinePayment(row.payment_processors),
    caravan: {
      bodyWidth: row.body_width ?? null,
      bodyLength: row.body_length ?? null,
      tareWeight: row.tare_weight ?? null,
      axleType: row.axle_type ?? null,
      sleeps: row.sleeps ?? null,
      aggregateTrailerMass: row.aggregate_trailer_mass ?? null,
    },
    variant: {
      engineCc: row.enginesize ?? null,
      engineLitres: row.enginesize_litres ?? null,
      cylinders: row.cylinders ?? null,
      induction: row.induction ?? null,
      gearType: row.geartype ?? null,
      torqueNm: row.torque ?? null,
      fuelConsumptionCombined: row.fuelconsumptioncombined ?? null,
      fuelCapacityLitres: row.fuelcapacity ?? null,
      grossVehicleMassKg: row.grossvehiclemass ?? null,
      lengthMm: row.vehiclelength ?? null,
      widthMm: row.vehiclewidth ?? null,
      heightMm: row.vehicleheight ?? null,
      towingBrakedKg: row.towingcapacitybraked ?? null,
      ancapRating: row.ancaprating ?? null,
    },
    listedAt: row.created_at ?? null,
  }
}

/**
 * A JSON feed may send the variant data nested as the spec shows it (`"variant": {"torque":
 * 500}`); CSV has no nesting, so its columns are flat. A flat column wins over the nested one.
 */
function withVariantColumns(fields: Record<string, unknown>): Record<string, unknown> {
  const variant = fields.variant
  if (!variant || typeof variant !== 'object' || Array.isArray(variant)) return fields
  const { variant: _nested, ...flat } = fields
  return { ...(variant as Record<string, unknown>), ...flat }
}

/** Validates one record: the normalised car, or every reason it was rejected, in plain words. */
export function readFeedRecord(fields: Record<string, unknown>): { car: FeedCar } | { problems: string[] } {
  const parsed = FEED_ROW.safeParse(withVariantColumns(fields))
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = issue.path.join('.')
        const missing = issue.code === 'invalid_type' && (fields[String(issue.path[0])] ?? '') === ''
        const message = missing ? 'is required' : issue.message
        return field && !message.startsWith(field) ? `${field} ${message}` : message
      })
  if (parsed.success) {
    if (!carType(parsed.data.car_type)) problems.push(`car_type "${parsed.data.car_type}" is not new, used or demo`)
    if (!carStatus(parsed.data.status))
      problems.push(`status "${parsed.data.status}" is not in_stock, coming_soon or sold`)
    if (parsed.data.price_type && !priceType(parsed.data.price_type)) {
      problems.push(`price_type "${parsed.data.price_type}" is not drive-away or excluding government charges`)
    }
  }
  return parsed.success && problems.length === 0 ? { car: toFeedCar(parsed.data) } : { problems }
}
