import { answer, jsonInput, outcomeAnswer, visitorRequest } from '@/features/visitorAuth/http'
import { formAnswer, formFields, isFormPost } from '@/features/visitorAuth/postedForm'
import { sendCode } from '@/features/visitorAuth/sendCode'

/**
 * POST /api/visitor/code {phone_number, type?}: a sign-in code texted to the visitor's mobile
 * (src/features/visitorAuth). The sign-in page's form posted without scripts is answered with
 * the page again, at its next step.
 */
export async function POST(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  if (isFormPost(request)) {
    const fields = await formFields(request)
    if (!fields) return answer(413, { error: 'The form is too large.' })
    return formAnswer(await sendCode(visitor.payload, visitor.tenant, fields, visitor), fields, 'code')
  }
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  return outcomeAnswer(await sendCode(visitor.payload, visitor.tenant, input, visitor))
}
