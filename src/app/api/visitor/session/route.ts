import { answer, jsonInput, outcomeAnswer, visitorRequest } from '@/features/visitorAuth/http'
import { formAnswer, formFields, isFormPost } from '@/features/visitorAuth/postedForm'
import { endSession, sessionVisitor } from '@/features/visitorAuth/sessions'
import { accountOf, signIn } from '@/features/visitorAuth/signIn'

/** GET /api/visitor/session: the signed-in visitor's account on this site, or 401. */
export async function GET(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  const signedIn = await sessionVisitor(visitor.payload, visitor.tenant, visitor.cookie)
  return signedIn ? answer(200, { account: accountOf(signedIn) }) : answer(401, { error: 'Not signed in.' })
}

/** POST /api/visitor/session {phone_number, code, marketing_consent?, type?}: signs in with the texted code. */
export async function POST(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  // The sign-in page's form posted without scripts: on to the return path, or the page again.
  if (isFormPost(request)) {
    const fields = await formFields(request)
    if (!fields) return answer(413, { error: 'The form is too large.' })
    return formAnswer(await signIn(visitor.payload, visitor.tenant, fields, visitor), fields, 'session')
  }
  const input = await jsonInput(request)
  if (input instanceof Response) return input
  return outcomeAnswer(await signIn(visitor.payload, visitor.tenant, input, visitor))
}

/** DELETE /api/visitor/session: signs out (the session ends on the server, the cookie is cleared). */
export async function DELETE(request: Request) {
  const visitor = await visitorRequest(request)
  if (visitor instanceof Response) return visitor
  return answer(200, { signed_out: true }, { 'set-cookie': await endSession(visitor.payload, visitor.cookie) })
}
