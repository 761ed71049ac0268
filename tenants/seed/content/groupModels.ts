import type { Model } from '@/payload-types'

type DemoGroupModel = Pick<Model, 'name' | 'category' | 'summary'> & { make: string }

/** The dealer group's range across its seven brands (names as its stock feed spells them). */
export const GROUP_MODELS: DemoGroupModel[] = [
  { make: 'Hyundai', name: 'i30', category: 'Hatch & sedans' },
  { make: 'Hyundai', name: 'Tucson', category: 'SUVs & 4WDs', summary: 'The family SUV with room to spare.' },
  { make: 'Hyundai', name: 'Kona', category: 'Electrified', summary: 'All-electric, with up to 505 km of range.' },
  { make: 'Kia', name: 'Sportage', category: 'SUVs & 4WDs' },
  { make: 'Kia', name: 'Sorento', category: 'SUVs & 4WDs' },
  { make: 'Kia', name: 'Carnival', category: 'Cars', summary: 'Eight seats and sliding doors for the whole crew.' },
  { make: 'Mazda', name: 'Mazda3', category: 'Hatch & sedans' },
  { make: 'Mazda', name: 'CX-5', category: 'SUVs & 4WDs' },
  { make: 'Mazda', name: 'BT-50', category: 'Utes & Vans' },
  { make: 'MG', name: 'MG3', category: 'Hatch & sedans' },
  { make: 'MG', name: 'ZS', category: 'SUVs & 4WDs' },
  { make: 'MG', name: 'MG4', category: 'Electrified' },
  { make: 'Nissan', name: 'X-Trail', category: 'SUVs & 4WDs' },
  { make: 'Nissan', name: 'Navara', category: 'Utes & Vans' },
  { make: 'Ford', name: 'Ranger', category: 'Utes & Vans', summary: 'Australia’s best-selling ute.' },
  { make: 'Ford', name: 'Everest', category: 'SUVs & 4WDs' },
  { make: 'Suzuki', name: 'Swift', category: 'Hatch & sedans' },
  { make: 'Suzuki', name: 'Vitara', category: 'SUVs & 4WDs' },
]
