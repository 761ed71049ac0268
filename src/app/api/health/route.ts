/** GET /api/health: the process is up and answering (liveness); it touches nothing else. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
