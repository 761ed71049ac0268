import type { NextRequest } from 'next/server'
import type { User } from '@/payload-types'
import { exportLeads, readExportFilter } from '@/features/leads/exportLeads'
import { getPayloadClient } from '@/lib/payload'

const answer = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/leads/export[?deliveryStatus= * GET /api/leads/export[?deliveryStatus=&status=&from=YYYY-MM-DD&to=YYYY-MM-DD]: the signed-instatus= * GET /api/leads/export[?deliveryStatus=&status=&from=YYYY-MM-DD&to=YYYY-MM-DD]: the signed-incategory= * GET /api/leads/export[?deliveryStatus=&status=&from=YYYY-MM-DD&to=YYYY-MM-DD]: the signed-infrom= * GET /api/leads/export[?deliveryStatus=&status=&from=YYYY-MM-DD&to=YYYY-MM-DD]: the signed-into=] (from and to: YYYY-MM-DD or an instant): the signed-in
 * staff member's leads (their dealers' only) as a CSV file (src/features/leads/exportLeads.ts).
 */
export async function GET(request: NextRequest) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return answer(401, 'Sign in to the admin to export leads.')
  const filter = readExportFilter(request.nextUrl.searchParams)
  if ('problem' in filter) return answer(400, filter.problem)
  const csv = await exportLeads(payload, user as User, filter)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
