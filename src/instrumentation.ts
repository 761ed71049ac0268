/**
 * Runs once when the Next server starts. Starting Payload here (with its crons) means the
 * jobs queue, and with it the nightly stock sync, runs from the first second, not only
 * after the first admin or API request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayloadClient } = await import('./lib/payload')
  await getPayloadClient()
}

/**
 * An error no route handled (a page that failed to render, a route handler that threw): logged
 * with the request's id, which the visitor's answer carries in X-Request-Id.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routerKind: string; routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { log } = await import('./lib/log.mjs')
  const requestId = request.headers['x-request-id']
  log.error(
    { err: error, requestId, method: request.method, path: request.path, route: context.routePath },
    'request failed',
  )
}
