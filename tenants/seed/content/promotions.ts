import type { Payload } from 'payload'
import { stockSearchPath } from '@/domain/searchPaths'
import type { PromotionsSliderBlock, Tenant } from '@/payload-types'
import { promotionPhotos } from '../photos/demoImages'
import type { Paint, Shape } from '../photos/scene'
import type { DemoTenant } from '../demoTenants'

type DemoSlide = {
  heading: string
  buttonLabel?: string
  link: string
  shape: Shape
  paint: Paint
  /** Days from today the slide shows from and until (none: always). */
  fromDays?: number
  untilDays?: number
}

const DAY = 24 * 60 * 60 * 1000

/** The independent dealer's promotions: two showing now, one starting after next week (dated slides). */
const OUTBACK_SLIDES: DemoSlide[] = [
  {
    heading: 'Caravan season: Jayco vans ready to tow',
    buttonLabel: 'Browse caravans',
    link: stockSearchPath({ makes: ['Jayco'] }),
    shape: 'caravan',
    paint: 'white',
    fromDays: -7,
    untilDays: 45,
  },
  {
    heading: '48-hour money-back guarantee on every used car',
    buttonLabel: 'How it works',
    link: '/special-offers',
    shape: 'ute',
    paint: 'silver',
  },
  {
    heading: 'Summer trade-in bonus: $500 over valuation',
    buttonLabel: 'Value my car',
    link: '/sell-my-car',
    shape: 'suv',
    paint: 'blue',
    fromDays: 10,
    untilDays: 40,
  },
]

/** A promotions slider block for the demo dealer's home, its pictures uploaded; null for dealers without one. */
export async function demoPromotionsSlider(
  payload: Payload,
  demo: DemoTenant,
  tenant: Tenant,
  now = new Date(),
): Promise<PromotionsSliderBlock | null> {
  if (demo.slug !== 'outback-cars') return null
  const slides: NonNullable<PromotionsSliderBlock['slides']> = []
  for (const [index, slide] of OUTBACK_SLIDES.entries()) {
    const photos = await promotionPhotos(demo.slug, index, demo.theme.primaryColour, slide.shape, slide.paint)
    const upload = async (file: typeof photos.wide, alt: string) =>
      (await payload.create({ collection: 'media', data: { tenant: tenant.id, alt }, file, overrideAccess: true })).id
    const at = (days?: number) => (days === undefined ? null : new Date(now.getTime() + days * DAY).toISOString())
    slides.push({
      heading: slide.heading,
      buttonLabel: slide.buttonLabel,
      link: slide.link,
      image: await upload(photos.wide, slide.heading),
      phoneImage: await upload(photos.square, slide.heading),
      startsAt: at(slide.fromDays),
      endsAt: at(slide.untilDays),
    })
  }
  return { blockType: 'promotionsSlider', label: 'Current promotions', slides }
}
