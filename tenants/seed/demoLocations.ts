import type { Location } from '@/payload-types'

type Hours = NonNullable<Location['openingHours']>
type DemoLocation = Omit<Location, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'slug'>

/** Weekly hours: Mon-Fri `weekday`, Saturday and Sunday as given (null = closed). */
function week(
  weekday: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null = null,
): Hours {
  const day = (index: number, times: [string, string] | null) =>
    times
      ? { weekday: String(index) as Hours[number]['weekday'], status: 'open' as const, open: times[0], close: times[1] }
      : { weekday: String(index) as Hours[number]['weekday'], status: 'closed' as const }
  return [day(0, sunday), ...[1, 2, 3, 4, 5].map((d) => day(d, weekday)), day(6, saturday)]
}

/** The next occurrence (today or later) of a month and day, as YYYY-MM-DD. */
function next(month: number, day: number, now = new Date()): string {
  const year = now.getUTCFullYear()
  const thisYear = Date.UTC(year, month - 1, day)
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate())
  return new Date(thisYear >= today ? thisYear : Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10)
}

/** Holiday hours for the coming summer break, always in the future so the demo never goes stale. */
const HOLIDAYS: NonNullable<Location['specialHours']> = [
  { date: next(12, 24), label: 'Christmas Eve', status: 'open', open: '08:30', close: '13:00' },
  { date: next(12, 25), label: 'Christmas Day', status: 'closed' },
  { date: next(12, 26), label: 'Boxing Day', status: 'closed' },
  { date: next(1, 1), label: 'New Year’s Day', status: 'closed' },
  { date: next(1, 26), label: 'Australia Day', status: 'closed' },
]

const site = (
  street: string,
  city: string,
  state: Location['address']['state'],
  postcode: string,
  lat: number,
  lng: number,
  placeId: string,
) => ({
  street,
  city,
  state,
  postcode,
  lat,
  lng,
  placeId,
  placeUrl: `https://www.google.com/maps/place/?q=place_id:${placeId}`,
})

const harbour = site('120 Parramatta Road', 'Auburn', 'NSW', '2144', -33.8497, 151.0331, 'ChIJdemoHarbourToyota01')

export const DEMO_LOCATIONS: Record<string, DemoLocation[]> = {
  'harbour-toyota': [
    {
      name: 'Harbour City Toyota - Sales',
      locationType: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['Toyota'],
      address: harbour,
      phone: '(02) 9643 1200',
      openingHours: week(['08:30', '17:30'], ['08:30', '16:00'], ['10:00', '16:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: 'MD012345',
      reviews: { averageRating: 4.7, count: 1284 },
      team: [
        { name: 'Sarah Nguyen', role: 'Dealer Principal' },
        { name: 'Marco Rossi', role: 'New Car Sales Manager' },
        { name: 'Aisha Khan', role: 'Sales Consultant' },
      ],
    },
    {
      name: 'Harbour City Toyota - Service',
      locationType: 'service',
      primary: false,
      visible: true,
      manufacturers: ['Toyota'],
      address: harbour,
      phone: '(02) 9643 1222',
      openingHours: week(['07:30', '17:30'], ['08:00', '12:00']),
      specialHours: HOLIDAYS,
      motorVehicleRepairerNumber: 'MVRL54321',
      reviews: { averageRating: 4.6, count: 642 },
      team: [{ name: 'Greg Walsh', role: 'Service Manager' }],
    },
    {
      name: 'Harbour City Toyota - Parts',
      locationType: 'parts',
      primary: false,
      visible: true,
      manufacturers: ['Toyota'],
      address: harbour,
      phone: '(02) 9643 1233',
      openingHours: week(['08:00', '17:00'], ['08:00', '12:00']),
      specialHours: HOLIDAYS,
    },
  ],
  'southern-cross': [
    {
      name: 'Southern Cross Hyundai - Sales',
      locationType: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['Hyundai'],
      address: site('45 Pacific Highway', 'Gosford', 'NSW', '2250', -33.4269, 151.3417, 'ChIJdemoSCHyundai01'),
      phone: '(02) 4323 8800',
      openingHours: week(['08:30', '17:30'], ['08:30', '16:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: 'MD045678',
      reviews: { averageRating: 4.5, count: 389 },
    },
    {
      name: 'Southern Cross Kia & MG - Sales',
      locationType: 'sales',
      primary: false,
      visible: true,
      manufacturers: ['Kia', 'MG'],
      address: site('7 Central Coast Highway', 'West Gosford', 'NSW', '2250', -33.4244, 151.3185, 'ChIJdemoSCKiaMG01'),
      phone: '(02) 4323 8900',
      openingHours: week(['08:30', '17:30'], ['08:30', '16:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: 'MD045679',
      reviews: { averageRating: 4.4, count: 211 },
    },
    {
      name: 'Southern Cross Mazda & Nissan - Sales',
      locationType: 'sales',
      primary: false,
      visible: true,
      manufacturers: ['Mazda', 'Nissan'],
      address: site('210 Gympie Road', 'Kedron', 'QLD', '4031', -27.4086, 153.0297, 'ChIJdemoSCMazda01'),
      phone: '(07) 3350 4400',
      openingHours: week(['08:00', '17:30'], ['08:00', '16:00'], ['10:00', '15:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: '3456789',
      reviews: { averageRating: 4.2, count: 176 },
    },
    {
      name: 'Southern Cross Ford & Suzuki - Sales',
      locationType: 'sales',
      primary: false,
      visible: true,
      manufacturers: ['Ford', 'Suzuki'],
      address: site('88 Nerang Street', 'Southport', 'QLD', '4215', -27.9685, 153.4083, 'ChIJdemoSCFord01'),
      phone: '(07) 5591 2200',
      openingHours: week(['08:30', '17:30'], ['08:30', '15:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: '3456790',
      reviews: { averageRating: 3.9, count: 98 },
    },
    {
      name: 'Southern Cross Service Centre - Service',
      locationType: 'service',
      primary: false,
      visible: true,
      manufacturers: ['Hyundai', 'Kia', 'MG', 'Mazda', 'Nissan', 'Ford', 'Suzuki'],
      address: site(
        '12 Brisbane Water Drive',
        'West Gosford',
        'NSW',
        '2250',
        -33.4232,
        151.3128,
        'ChIJdemoSCService01',
      ),
      phone: '(02) 4323 8999',
      openingHours: week(['07:30', '17:00'], ['08:00', '12:00']),
      specialHours: HOLIDAYS,
      motorVehicleRepairerNumber: 'MVRL77881',
      reviews: { averageRating: 4.3, count: 154 },
    },
  ],
  'outback-cars': [
    {
      name: 'Outback Cars & Caravans - Sales',
      locationType: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['Jayco', 'Viscount', 'Toyota', 'Ford', 'Isuzu'],
      address: site('301 Cobra Street', 'Dubbo', 'NSW', '2830', -32.2569, 148.6172, 'ChIJdemoOutback01'),
      phone: '(02) 6882 7700',
      openingHours: week(['08:30', '17:30'], ['09:00', '15:00']),
      specialHours: HOLIDAYS,
      dealerLicenceNumber: 'MD098765',
      reviews: { averageRating: 4.8, count: 233 },
    },
  ],
}
