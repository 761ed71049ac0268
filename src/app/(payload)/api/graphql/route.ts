import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { BodyTooLarge, readBodyText, tooLarge } from '@/lib/requestBody'

const graphql = GRAPHQL_POST(config)

/** A GraphQL request is a JSON object with a `query` string; larger ones than any admin or site query are refused. */
const MAX_BODY_BYTES = 256 * 1024

const refuse = (message: string) =>
  Response.json({ errors: [{ message }] }, { status: 400, headers: { 'cache-control': 'no-store' } })

/**
 * Payload's GraphQL handler answers a body that is not a GraphQL request (empty, not JSON,
 * no query) with a 500; it is told apart here and answered with a 400. The body is read once,
 * capped, and handed on unchanged.
 */
export async function POST(request: Request) {
  let text: string
  try {
    text = await readBodyText(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge(error)
    throw error
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse('Send a GraphQL request as JSON: {"query": "..."}.')
  }
  const query = (body as { query?: unknown } | null)?.query
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof query !== 'string' || !query.trim())
    return refuse('Send a GraphQL request as JSON: {"query": "..."}.')
  return graphql(new Request(request, { body: text, duplex: 'half' } as RequestInit))
}

export const OPTIONS = REST_OPTIONS(config)
