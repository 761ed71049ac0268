import { readiness } from '@/health/readiness'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/ready: 200 when this instance can serve visitors, 503 with the failed checks (src/health). */
export async function GET() {
  const result = await readiness(await getPayloadClient())
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
