import type { NextRequest } from 'next/server'
import { setHolidayHours } from '@/features/holidayHours/holidayHours'
import { getPayloadClient } from '@/lib/payload'
import { readJsonBodyOr413 } from '@/lib/requestBody'
import type { User } from '@/payload-types'

/**
 * POST /api/holiday-hours { location, date, label?, status, open?, close? }: the admin's Public
 * holidays page sets a day's hours for every department at one address
 * (src/features/holidayHours). 200 with the departments changed, 400 bad input, 401 signed
 * out, 404 not a location of the user's dealers, 503 nothing saved.
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBodyOr413(request, 4 * 1024)
  if (read instanceof Response) return read
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as User) : null
  const { status, body } = await setHolidayHours(payload, staff, read.body)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
