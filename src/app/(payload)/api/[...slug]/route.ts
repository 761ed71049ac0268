import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayloadClient } from '@/lib/payload'
import { jsonBodyProblem, readsOwnBody, restRequestProblem } from '@/lib/restRequestCheck'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload's REST handler, after bad ids, `where` clauses and paging, and bodies that are not
 * JSON sent to the config's own endpoints, are answered with a 400/404 (see restRequestCheck).
 */
const checked =
  (handler: Handler): Handler =>
  async (request, args) => {
    const { slug } = await args.params
    const payload = await getPayloadClient()
    const problem =
      restRequestProblem(payload, slug, new URL(request.url).search) ??
      (readsOwnBody(payload, slug, request.method) ? jsonBodyProblem(await request.clone().text()) : null)
    if (problem)
      return Response.json(
        { errors: [{ message: problem.message }] },
        { status: problem.status, headers: { 'cache-control': 'no-store' } },
      )
    return handler(request, args)
  }

export const GET = checked(REST_GET(config))
export const POST = checked(REST_POST(config))
export const DELETE = checked(REST_DELETE(config))
export const PATCH = checked(REST_PATCH(config))
export const PUT = checked(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
