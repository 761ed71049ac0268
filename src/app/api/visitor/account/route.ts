import { answer, signedInRequest } from '@/features/visitorAuth/http'
import { forgetAccount } from '@/features/visitorAuth/account'

/**
 * DELETE /api/visitor/account: the signed-in visitor's account goes, with everything stored
 * about it (sessions, watchlist, codes); the cookie is cleared. Their enquiries stay with the
 * dealer, who answers them.
 */
export async function DELETE(request: Request) {
  const site = await signedInRequest(request, { error: 'Not signed in.' })
  if (site instanceof Response) return site
  return answer(200, { deleted: true }, { 'set-cookie': await forgetAccount(site.payload, site.visitor) })
}
