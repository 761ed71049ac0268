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
