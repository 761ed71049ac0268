import type { CarEnquiryKind } from '@/domain/carEnquiry'

/** Spec: a sent enquiry about a car goes to /success. */
export const SUCCESS_PATH = '/success'

/** What a form about a car knows of it: what it sends, the event it fires and what /success shows. */
export type FormCar = {
  slug: string
  kind?: CarEnquiryKind
  carType: string
  tag: string | null
  title: string
  photo: string | null
  /** The site (dealership slug) the car is at: a test drive keeps its hours. */
  dealership?: string | null
  /** Spec: a test drive of a car whose location has distribution locations asks which one. */
  distributionLocations?: string[]
}

/** Spec (browser-local storage): the enquired car and the success category, read by /success. */
const ENQUIRED_CAR = 'enquired-car'
const SUCCESS_CATEGORY = 'success-category'
/** A test drive's day and time as asked for, restated on /success. */
const SUCCESS_REQUESTED = 'success-requested'

export type RememberedEnquiry = {
  car: Pick<FormCar, 'slug' | 'title' | 'photo' | 'carType'> | null
  category: string | null
  requested: string | null
}

/** Storage may be off (private windows, settings): the visitor still reaches /success. */
export function rememberEnquiry(
  car: FormCar,
  category: string,
  requested: string | null = null,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    const { slug, title, photo, carType } = car
    storage?.setItem(ENQUIRED_CAR, JSON.stringify({ slug, title, photo, carType }))
    storage?.setItem(SUCCESS_CATEGORY, category)
    if (requested) storage?.setItem(SUCCESS_REQUESTED, requested)
    else storage?.removeItem(SUCCESS_REQUESTED)
  } catch {
    // nothing kept; /success thanks the visitor without naming the car
  }
}

export function rememberedEnquiry(storage: Storage | undefined = globalThis.localStorage): RememberedEnquiry {
  try {
    const car = JSON.parse(storage?.getItem(ENQUIRED_CAR) ?? 'null') as RememberedEnquiry['car']
    const valid =
      car && typeof car.slug === 'string' && typeof car.title === 'string' && /^[\w-]+$/.test(car.slug) ? car : null
    return {
      car: valid,
      category: storage?.getItem(SUCCESS_CATEGORY) ?? null,
      requested: storage?.getItem(SUCCESS_REQUESTED) ?? null,
    }
  } catch {
    return { car: null, category: null, requested: null }
  }
}
