import { NOT_SIGNED_IN } from '@/domain/watchlist'
import { saveCar } from '@/features/savedCars/watchlist'
import { answer, jsonInput, signedInRequest } from '@/features/visitorAuth/http'

/** POST /api/watchlist/save-car {phone_number?, car_id}: spec; answers {success, message?}. */
export async function POST(request: Request) {
  const site = await signedInRequest(request, { success: false, message: NOT_SIGNED_IN })
  if (site instanceof Response) return site
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  const { status, body } = await saveCar(site.payload, site.tenant, site.visitor, input)
  return answer(status, body)
}
