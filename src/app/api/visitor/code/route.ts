import { jsonInput, outcomeAnswer, visitorRequest } from '@/features/visitorAuth/http'
import { sendCode } from '@/features/visitorAuth/sendCode'

/** POST /api/visitor/code {phone_number, type?}: a sign-in code texted to the visitor's mobile (src/features/visitorAuth). */
export async function POST(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  return outcomeAnswer(await sendCode(visitor.payload, visitor.tenant, input, visitor))
}
