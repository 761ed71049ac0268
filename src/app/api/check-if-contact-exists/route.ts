import { contactExists } from '@/features/visitorAuth/contactExists'
import { outcomeAnswer, visitorRequest } from '@/features/visitorAuth/http'

/** GET /api/check-if-contact-exists?phone_number=: whether this site knows the number (src/features/visitorAuth). */
export async function GET(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  const phone = new URL(request.url).searchParams.get('phone_number')
  return outcomeAnswer(await contactExists(visitor.payload, visitor.tenant, phone, visitor.address))
}
