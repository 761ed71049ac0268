import type { Model, ServicePrice } from '@/payload-types'

type DemoModel = Pick<Model, 'name' | 'category' | 'status' | 'accessoriesCount' | 'summary'>

/** The Toyota range in the mega-menu, by the spec's categories. */
export const TOYOTA_MODELS: DemoModel[] = [
  { name: 'Yaris', category: 'Hatch & sedans', accessoriesCount: 24 },
  {
    name: 'Corolla Hatch',
    category: 'Hatch & sedans',
    accessoriesCount: 31,
    summary: 'The hybrid hatch that does it all: frugal in town, relaxed on the highway.',
  },
  { name: 'Corolla Sedan', category: 'Hatch & sedans', accessoriesCount: 27 },
  { name: 'Camry', category: 'Hatch & sedans', accessoriesCount: 29 },
  { name: 'Yaris Cross', category: 'SUVs & 4WDs', accessoriesCount: 26 },
  { name: 'C-HR', category: 'SUVs & 4WDs', status: 'new', accessoriesCount: 22 },
  { name: 'Corolla Cross', category: 'SUVs & 4WDs', accessoriesCount: 25 },
  {
    name: 'RAV4',
    category: 'SUVs & 4WDs',
    status: 'new',
    accessoriesCount: 48,
    summary: 'Australia’s favourite SUV, now with more hybrid power and all-wheel drive.',
  },
  { name: 'Kluger', category: 'SUVs & 4WDs', accessoriesCount: 35 },
  { name: 'Fortuner', category: 'SUVs & 4WDs', accessoriesCount: 41 },
  { name: 'LandCruiser Prado', category: 'SUVs & 4WDs', status: 'new', accessoriesCount: 62 },
  { name: 'LandCruiser 300', category: 'SUVs & 4WDs', accessoriesCount: 58 },
  {
    name: 'HiLux',
    category: 'Utes & Vans',
    accessoriesCount: 96,
    summary: 'Unbreakable, from the work site to the weekend away.',
  },
  { name: 'LandCruiser 70', category: 'Utes & Vans', accessoriesCount: 54 },
  { name: 'Tundra', category: 'Utes & Vans', accessoriesCount: 18 },
  { name: 'HiAce', category: 'Utes & Vans', accessoriesCount: 37 },
  { name: 'Granvia', category: 'Utes & Vans', accessoriesCount: 12 },
  { name: 'Coaster', category: 'Utes & Vans', accessoriesCount: 6 },
  { name: 'GR86', category: 'GR & performance', accessoriesCount: 15 },
  { name: 'GR Yaris', category: 'GR & performance', accessoriesCount: 14 },
  {
    name: 'bZ4X',
    category: 'Electrified',
    accessoriesCount: 11,
    summary: 'Toyota’s all-electric SUV, with up to 500 km of range.',
  },
  { name: 'HiLux Hybrid 48V', category: 'Electrified', status: 'coming_soon', accessoriesCount: 0 },
]

type Row = Omit<ServicePrice, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'label'>

const standard = { years: 5, services: 5, intervalMonths: 12, intervalKm: 15_000, rangeKm: 75_000 }
// The spec gives years and services for these; 6-monthly / 10,000 km is what those counts imply.
const sixMonthly = { intervalMonths: 6, intervalKm: 10_000, rangeKm: 75_000 }

/** Toyota Service Advantage, exactly as the spec lists it. */
export const TOYOTA_SERVICE_PRICES: Row[] = [
  { isDefault: true, pricePerService: 250, ...standard },
  { models: ['Coaster'], pricePerService: 485, years: 3, services: 6, ...sixMonthly },
  { models: ['HiAce', 'Granvia', 'HiLux', 'Fortuner'], pricePerService: 290, years: 3, services: 6, ...sixMonthly },
  { models: ['LandCruiser Prado'], pricePerService: 390, years: 5, services: 10, ...sixMonthly, rangeKm: 100_000 },
  { models: ['LandCruiser 70'], pricePerService: 525, years: 5, services: 10, ...sixMonthly },
  { models: ['LandCruiser 300', 'Tundra'], pricePerService: 400, years: 5, services: 10, ...sixMonthly },
  { models: ['bZ4X'], pricePerService: 180, ...standard },
  { models: ['Corolla Sedan', 'Corolla Hatch', 'Yaris'], pricePerService: 245, ...standard },
  { models: ['Camry'], pricePerService: 255, ...standard },
  { models: ['Yaris Cross', 'C-HR', 'Corolla Cross'], pricePerService: 250, ...standard },
  { models: ['RAV4'], pricePerService: 260, ...standard },
  { models: ['Kluger'], pricePerService: 265, ...standard },
]
