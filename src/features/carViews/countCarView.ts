import type { Tenant } from '@/payload-types'
import { CAR_VIEWS } from './carViewsSlug'
import { listedCarOf } from '@/content/cars'
import { getPayloadClient } from '@/lib/payload'
import { createRateLimiter } from '@/lib/rateLimit'
import { isCarSlug } from '@/domain/slug'

/** One visitor counts once per car in this long: a reload or a return from the gallery is not a new view. */
export const VIEW_WINDOW_MS = 30 * 60_000

const visitorViews = createRateLimiter({ name: 'car-views', limit: 1, windowMs: VIEW_WINDOW_MS, maxKeys: 50_000 })

export type CarViewOutcome = { status: 200 | 201 | 400 | 404 | 503; body: Record<string, unknown> }

/** The car's views: the rows counted for it on this dealer's site. */
export async function carViewsOf(tenant: Pick<Tenant, 'id'>, slug: string): Promise<number> {
  const { totalDocs } = await (
    await getPayloadClient()
  ).count({
    collection: CAR_VIEWS,
    where: { and: [{ tenant: { equals: tenant.id } }, { car: { equals: slug } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * A visitor opened a car's page (spec: /cars/{slug}/view.json, which counts the view and
 * answers the car's views). Only a car this site lists counts. The view is stored before the
 * answer: 201 with the views once it is; 200 with the views, uncounted, when this visitor
 * was counted for the car in the last half hour. A slug that is no car is a 400, a car the
 * site does not list a 404, stock that cannot be read a 503.
 */
export async function countCarView(tenant: Tenant, carId: string, visitor: string): Promise<CarViewOutcome> {
  const slug = carId.trim().toLowerCase()
  if (!isCarSlug(slug)) return { status: 400, body: { error: 'Name the car by its address name.' } }
  const found = await listedCarOf(tenant, slug)
  if (found === 'unavailable') return { status: 503, body: { error: 'Our stock cannot be read right now.' } }
  if (!found) return { status: 404, body: { error: 'This site has no such car.' } }
  const key = `${tenant.id}:${slug}:${visitor}`
  if ((await visitorViews.attempt(key)) !== null) {
    return { status: 200, body: { views: await carViewsOf(tenant, slug), counted: false } }
  }
  try {
    await (
      await getPayloadClient()
    ).create({ collection: CAR_VIEWS, data: { tenant: tenant.id, car: slug }, overrideAccess: true })
  } catch (error) {
    // Not stored, so not counted: the visitor's next visit may try again.
    await visitorViews.refund(key)
    throw error
  }
  return { status: 201, body: { views: await carViewsOf(tenant, slug), counted: true } }
}
