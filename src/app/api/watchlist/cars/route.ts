import { NOT_SIGNED_IN } from '@/domain/watchlist'
import { savedSlugsOf } from '@/features/savedCars/watchlist'
import { answer, signedInRequest } from '@/features/visitorAuth/http'

/** GET /api/watchlist/cars: the slugs of the cars the signed-in visitor saved on this site, or 401. */
export async function GET(request: Request) {
  const site = await signedInRequest(request, { success: false, message: NOT_SIGNED_IN })
  if (site instanceof Response) return site
  return answer(200, { success: true, cars: await savedSlugsOf(site.payload, site.tenant, site.visitor) })
}
